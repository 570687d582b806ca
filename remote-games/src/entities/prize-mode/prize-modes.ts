/**
 * The lottery lobby's tabs are the platform's prize modes (Lott, ZY, Elott and SEA), in
 * this order; the value is what the lottery list call and the URL carry.
 */
export const PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];

export const DEFAULT_PRIZE_MODE: PrizeMode = 'Lott';

/** `?prizeMode=` read case-insensitively; missing or unknown falls back to the first tab. */
export function prizeModeFromQuery(raw: string | null | undefined): PrizeMode {
  const value = raw?.trim().toUpperCase();
  return PRIZE_MODES.find((mode) => mode.toUpperCase() === value) ?? DEFAULT_PRIZE_MODE;
}

/** A valid `?prizeMode=`, or null when it is missing or unknown (a search then looks in every mode). */
export function knownPrizeMode(raw: string | null | undefined): PrizeMode | null {
  const value = raw?.trim().toUpperCase();
  return PRIZE_MODES.find((mode) => mode.toUpperCase() === value) ?? null;
}

/** The game category a launch names: e-lottery games are ELOTT, every other prize mode plays LOTT games. */
export const launchGameType = (mode: PrizeMode): 'LOTT' | 'ELOTT' => (mode === 'Elott' ? 'ELOTT' : 'LOTT');

/**
 * The vendor of a lottery game when the list does not name one: the vendors that open the
 * lottery lobby (TCG_LOTTO_VN plays in the current prize mode, TCG_SEA in SEA) and the e-lottery vendor.
 */
export const DEFAULT_VENDOR: Record<PrizeMode, string> = {
  Lott: 'TCG_LOTTO_VN',
  ZY: 'TCG_LOTTO_VN',
  Elott: 'ELOTT',
  SEA: 'TCG_SEA',
};

/** i18n key (namespace `games-lobby`) of a tab's label. */
export const prizeModeLabelKey = (mode: PrizeMode): string => `lottery.modes.${mode}`;
