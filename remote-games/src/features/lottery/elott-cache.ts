import * as v from 'valibot';
import { readJson, safeStorage } from '@mc/shared-kernel';
import { LotteryGroups, type LotteryGroup } from './api/get-lottery-list';

/**
 * The e-lottery list is one of the lists cached in local storage. A saved copy is shown at once and asked for again only after this delay.
 */
export const ELOTT_REFRESH_DELAY_MS = 1000;
export const ELOTT_CACHE_KEY = 'MC_ELOTT_LIST';

export interface CachedElott {
  savedAt: number;
  groups: LotteryGroup[];
}

const Cached = v.object({ savedAt: v.number(), groups: LotteryGroups });

/** The saved list, or null when there is none or it no longer reads as a list (old shape, tampering). */
export function readElottCache(): CachedElott | null {
  const result = v.safeParse(Cached, readJson<unknown>(safeStorage('local'), ELOTT_CACHE_KEY));
  return result.success ? result.output : null;
}

export function writeElottCache(groups: LotteryGroup[], savedAt: number): void {
  try {
    safeStorage('local')?.setItem(ELOTT_CACHE_KEY, JSON.stringify({ savedAt, groups }));
  } catch {
    // A full or blocked storage only costs the next visit its instant list.
  }
}
