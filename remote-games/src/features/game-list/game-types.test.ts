import en from '../../i18n/locales/en.json';
import my from '../../i18n/locales/my.json';
import { TITLED_GAME_TYPES, gameTypeTitleKey, queryValue } from './game-types';

describe('gameTypeTitleKey', () => {
  it('titles every known category, whatever the case of the query value', () => {
    expect(gameTypeTitleKey('RNG')).toBe('types.RNG');
    expect(gameTypeTitleKey('fish')).toBe('types.FISH');
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
