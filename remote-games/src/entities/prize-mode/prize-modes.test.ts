import en from '../../i18n/lobby/en.json';
import my from '../../i18n/lobby/my.json';
import {
  DEFAULT_VENDOR,
  PRIZE_MODES,
  knownPrizeMode,
  launchGameType,
  prizeModeFromQuery,
  prizeModeLabelKey,
} from './prize-modes';

describe('prize-mode tabs', () => {
  it('are the platform prize modes, Lott first', () => {
    expect(PRIZE_MODES).toEqual(['Lott', 'ZY', 'Elott', 'SEA']);
  });

  it('read ?prizeMode= whatever its case or surrounding spaces', () => {
    expect(prizeModeFromQuery('Elott')).toBe('Elott');
    expect(prizeModeFromQuery('ELOTT')).toBe('Elott');
    expect(prizeModeFromQuery(' zy ')).toBe('ZY');
    expect(prizeModeFromQuery('sea')).toBe('SEA');
    expect(prizeModeFromQuery('lott')).toBe('Lott');
  });

  it('fall back to the first tab for a missing or unknown mode', () => {
    expect(prizeModeFromQuery(null)).toBe('Lott');
    expect(prizeModeFromQuery('')).toBe('Lott');
    expect(prizeModeFromQuery('BINGO')).toBe('Lott');
    expect(knownPrizeMode('BINGO')).toBeNull();
    expect(knownPrizeMode(undefined)).toBeNull();
    expect(knownPrizeMode('elott')).toBe('Elott');
  });

  it('launch e-lottery games as ELOTT and every other mode as LOTT', () => {
    expect(PRIZE_MODES.map(launchGameType)).toEqual(['LOTT', 'LOTT', 'ELOTT', 'LOTT']);
  });

  it('name a vendor for every mode, the special lottery vendors included', () => {
    expect(DEFAULT_VENDOR).toEqual({ Lott: 'TCG_LOTTO_VN', ZY: 'TCG_LOTTO_VN', Elott: 'ELOTT', SEA: 'TCG_SEA' });
  });

  it('have a label in both languages', () => {
    for (const mode of PRIZE_MODES) {
      const [, , key] = prizeModeLabelKey(mode).split('.');
      expect(en.lottery.modes[key as keyof typeof en.lottery.modes]).toEqual(expect.any(String));
      expect(my.lottery.modes[key as keyof typeof my.lottery.modes]).not.toBe(
        en.lottery.modes[key as keyof typeof en.lottery.modes],
      );
    }
  });
});
