import en from '../../i18n/locales/en.json';
import my from '../../i18n/locales/my.json';
import { CATEGORIES, TITLED_GAME_TYPES, gameTypeTitleKey, pageKind, queryValue, typeHref } from './game-types';

describe('gameTypeTitleKey', () => {
  it('titles every known category, whatever the case of the query value', () => {
    expect(gameTypeTitleKey('RNG')).toBe('types.RNG');
    expect(gameTypeTitleKey('fish')).toBe('types.FISH');
    expect(gameTypeTitleKey('FAV')).toBe('types.FAV');
  });

  it('falls back to the generic title for a missing or unknown type', () => {
    expect(gameTypeTitleKey(null)).toBe('list.title');
    expect(gameTypeTitleKey('NOPE')).toBe('list.title');
  });

  it('has a label in both languages for every category', () => {
    for (const type of TITLED_GAME_TYPES) {
      expect(en.types[type]).toEqual(expect.any(String));
      expect(my.types[type]).toEqual(expect.any(String));
      expect(my.types[type]).not.toBe(en.types[type]);
    }
  });
});

describe('queryValue', () => {
  it('trims and treats blank as absent', () => {
    expect(queryValue(' PG ')).toBe('PG');
    expect(queryValue('  ')).toBeNull();
    expect(queryValue(null)).toBeNull();
  });
});

describe('pageKind', () => {
  it('tells every game, categories, quick lists and unknown types apart', () => {
    expect(pageKind(null)).toEqual({ kind: 'all' });
    expect(pageKind('rng')).toEqual({ kind: 'category', type: 'RNG' });
    expect(pageKind('ELOTT')).toEqual({ kind: 'category', type: 'ELOTT' });
    expect(pageKind('fav')).toEqual({ kind: 'quick', type: 'FAV' });
    expect(pageKind('HOT')).toEqual({ kind: 'quick', type: 'HOT' });
    expect(pageKind('RECENT')).toEqual({ kind: 'quick', type: 'RECENT' });
    expect(pageKind('Nope')).toEqual({ kind: 'unknown', type: 'Nope' });
  });
});

describe('typeHref', () => {
  it('sends lottery types to the lottery lobby and others to their game list', () => {
    expect(typeHref('LOTT')).toBe('/m/lottery');
    expect(typeHref('ELOTT')).toBe('/m/lottery');
    expect(typeHref('RNG')).toBe('/m/gameList?gameType=RNG');
    expect(CATEGORIES.map(typeHref)).toContain('/m/gameList?gameType=HOT');
  });
});
