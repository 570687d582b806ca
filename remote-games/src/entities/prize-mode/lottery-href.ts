import type { PrizeMode } from './prize-modes';

/** The lottery lobby on a prize mode's tab; the prize mode travels so the lobby asks the right list. */
export const lotteryHref = (mode: PrizeMode): string =>
  `/m/lottery?${new URLSearchParams({ prizeMode: mode }).toString()}`;
