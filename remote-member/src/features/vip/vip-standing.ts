import type { Club, ClubLevel } from './api/club-api';
import { vipPercent } from '../../entities/vip';

export interface VipStanding {
  /** The member's level in the table (the lowest when they have no club label yet). */
  level: ClubLevel;
  /** The club label's name, or the lowest level's. */
  name: string;
  /** floor(100 × progress), 0..100. */
  percent: number;
  /** The level above, with what it takes; null at the top. */
  next: ClubLevel | null;
}

/**
 * Where the member stands among the levels. A member without a club label starts at the lowest level; a
 * rank the table does not have counts as the nearest one it does. Null when there are no levels at all.
 */
export function vipStanding(club: Club): VipStanding | null {
  const levels = [...club.levels].sort((a, b) => a.level - b.level);
  const lowest = levels[0];
  if (!lowest) return null;
  const rank = club.current?.level;
  const known = typeof rank === 'number' && Number.isFinite(rank);
  const index = known ? levels.reduce((best, level, i) => (level.level <= rank ? i : best), 0) : 0;
  const level = levels[index] as ClubLevel;
  const next = levels[index + 1] ?? null;
  const progress = club.current?.progress;
  return {
    level,
    name: club.current?.labelName ?? lowest.name,
    // At the top there is nowhere further to go: full.
    percent: next === null && club.current ? 100 : vipPercent(typeof progress === 'number' ? progress : undefined),
    next,
  };
}
