import { checkLongSession, BUDGETS, checkNavigation, checkPage, type PageFigures } from './budget';
import { PAGES } from './bench-pages';

const plain: PageFigures = { jsBytes: 160_000, lcpMs: 2_000, score: 0.97, cls: 0, tbtMs: 50 };
const fine: PageFigures = { jsBytes: 170_000, lcpMs: 2_150, score: 0.93, cls: 0.01, tbtMs: 120 };

describe('the speed budget', () => {
  it('passes a page within every bound', () => {
    expect(checkPage('home (guest)', fine, plain)).toEqual([]);
  });

  it('names each bound a page misses, with the figure and the bound', () => {
    const slow: PageFigures = { jsBytes: 200_000, lcpMs: 2_600, score: 0.85, cls: 0.05, tbtMs: 260 };
    const misses = checkPage('home (member)', slow, plain);
    expect(misses.map((m) => m.figure)).toEqual([
      'JS bytes federated / plain',
      'LCP federated / plain',
      'Lighthouse performance',
      'LCP',
      'CLS',
      'TBT',
    ]);
    expect(misses[0]).toEqual({
      page: 'home (member)',
      figure: 'JS bytes federated / plain',
      value: '×1.25',
      bound: '≤ ×1.1',
    });
  });

  it('holds the ratio at exactly 1.10 and misses it just above', () => {
    expect(checkPage('deposit (member)', { ...fine, jsBytes: 176_000, lcpMs: 2_200 }, plain)).toEqual([]);
    expect(checkPage('deposit (member)', { ...fine, jsBytes: 176_001 }, plain).map((m) => m.figure)).toEqual([
      'JS bytes federated / plain',
    ]);
  });

  it('gives the game list its own LCP bound and no score bound', () => {
    expect(
      checkPage('game list RNG (guest)', { ...fine, lcpMs: 2_900, score: 0.5 }, { ...plain, lcpMs: 2_700 }),
    ).toEqual([]);
    expect(
      checkPage('game list RNG (guest)', { ...fine, lcpMs: 3_100 }, { ...plain, lcpMs: 3_000 }).map((m) => m.figure),
    ).toEqual(['LCP']);
  });

  it('fails a page that has no budget rather than skipping it', () => {
    expect(checkPage('new page', fine, plain)).toHaveLength(1);
  });

  it('has a budget for every benched page', () => {
    expect(PAGES.map((p) => p.name).filter((name) => !BUDGETS[name])).toEqual([]);
  });

  it('allows a navigation one round trip slower than the plain build, not more', () => {
    expect(checkNavigation({ name: 'home → member centre', federatedMs: 900, plainMs: 600, roundTripMs: 300 })).toEqual(
      [],
    );
    expect(
      checkNavigation({ name: 'home → member centre', federatedMs: 901, plainMs: 600, roundTripMs: 300 }),
    ).toHaveLength(1);
  });
});

describe('the long-session bound', () => {
  it('passes a session that levels off and reports one that keeps growing', () => {
    expect(checkLongSession({ growthMiB: 0.4 })).toEqual([]);
    expect(checkLongSession({ growthMiB: 6.2 })).toEqual([
      expect.objectContaining({ page: 'long session', value: '6.2 MiB' }),
    ]);
  });
});
