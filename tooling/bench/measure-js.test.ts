import { medianLoad, type JsFigures } from './measure-js';

const load = (kib: number, requests: number): JsFigures => ({
  bytesBeforeFirstRender: kib * 1024,
  requestsBeforeFirstRender: requests,
  manifestBytesBeforeFirstRender: 0,
  bytesTotal: 200 * 1024,
  requestsTotal: 14,
  firstRenderMs: 400,
  bytesFirstVisit: 900 * 1024,
  requestsFirstVisit: 40,
});

describe('the JS figures of a page: the median of its cold loads', () => {
  it('takes the whole middle load, so one load that missed a chunk does not set the figure', () => {
    const early = load(142.4, 6);
    const usual = load(158.5, 8);
    expect(medianLoad([usual, early, load(158.6, 8)])).toBe(usual);
    expect(medianLoad([early, usual, usual])).toBe(usual);
  });

  it('takes the upper middle of an even count', () => {
    expect(medianLoad([load(1, 1), load(3, 3)]).requestsBeforeFirstRender).toBe(3);
  });
});
