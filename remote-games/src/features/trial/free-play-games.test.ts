import { offersFreePlay } from './free-play-games';

describe('offersFreePlay', () => {
  it('is the supportPlay flag 1 only', () => {
    expect(offersFreePlay({ supportPlay: 1 })).toBe(true);
    expect(offersFreePlay({ supportPlay: 0 })).toBe(false);
    expect(offersFreePlay({ supportPlay: null })).toBe(false);
    expect(offersFreePlay({})).toBe(false);
  });
});
