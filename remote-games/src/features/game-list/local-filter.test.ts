import { isLocallyFiltered, matchesLocalFilter } from './local-filter';

const game = { vassalage: 'PG', name: 'Dragon Fortune', minBet: '0.5' };
const none = { vendor: null, gameName: '', minBet: null };

describe('matchesLocalFilter', () => {
  it('keeps everything without a filter', () => {
    expect(matchesLocalFilter(game, none)).toBe(true);
    expect(isLocallyFiltered(none)).toBe(false);
  });

  it('matches the vendor exactly, in any case', () => {
    expect(matchesLocalFilter(game, { ...none, vendor: 'pg' })).toBe(true);
    expect(matchesLocalFilter(game, { ...none, vendor: 'PGX' })).toBe(false);
  });

  it('matches part of the name, in any case', () => {
    expect(matchesLocalFilter(game, { ...none, gameName: 'fort' })).toBe(true);
    expect(matchesLocalFilter(game, { ...none, gameName: 'tiger' })).toBe(false);
  });

  it('matches the bet by value, and keeps games that do not say theirs', () => {
    expect(matchesLocalFilter(game, { ...none, minBet: '0.5' })).toBe(true);
    expect(matchesLocalFilter({ ...game, minBet: '0.50' }, { ...none, minBet: '0.5' })).toBe(true);
    expect(matchesLocalFilter(game, { ...none, minBet: '0.1' })).toBe(false);
    expect(matchesLocalFilter({ ...game, minBet: undefined }, { ...none, minBet: '0.1' })).toBe(true);
    expect(isLocallyFiltered({ ...none, minBet: '0.1' })).toBe(true);
  });
});
