import { toCents, type Cents } from '@mc/shared-kernel';

/** The board asks for 20 winners of every category. */
export const WINNER_LIMIT = 20;
export const WINNER_CATEGORY = 'ALL';
/** The top three are shown apart from the list. */
export const PODIUM_SIZE = 3;
/** The list under the podium scrolls on its own only with more than 8 entries. */
export const AUTO_SCROLL_ABOVE = 8;
/** Each row takes 1500 ms to pass. */
export const SCROLL_MS_PER_ROW = 1500;

export interface RankedWinner<T> {
  rank: number;
  /** The win in integer cents: amounts are decimal strings, read digit by digit, and never become floats. */
  cents: Cents;
  entry: T;
}

/** Biggest win first, ranked 1…n; equal wins keep the server's order. */
export function rankWinners<T extends { winAmount: string }>(entries: readonly T[]): RankedWinner<T>[] {
  return entries
    .map((entry) => ({ entry, cents: toCents(entry.winAmount) }))
    .sort((a, b) => (a.cents === b.cents ? 0 : a.cents > b.cents ? -1 : 1))
    .map((winner, index) => ({ ...winner, rank: index + 1 }));
}

/** The podium (top three) and the list under it. */
export function splitPodium<T>(ranked: readonly T[]): { podium: T[]; rest: T[] } {
  return { podium: ranked.slice(0, PODIUM_SIZE), rest: ranked.slice(PODIUM_SIZE) };
}

/** Whether the list under the podium scrolls on its own (more than 8 entries). */
export function listAutoScrolls(rows: number): boolean {
  return rows > AUTO_SCROLL_ABOVE;
}

/** One full loop of the list: every row passes once at 1500 ms a row. */
export function scrollLoopMs(rows: number): number {
  return rows * SCROLL_MS_PER_ROW;
}
