import { dayjs, formatMonthDayTime } from '@mc/shared-kernel';
import type { HotMatch } from './api/get-hot-matches';

/** Hot-match carousel autoplay delay. */
export const HOT_MATCH_AUTOPLAY_MS = 5000;
/**
 * A slide should take 500 ms. Embla has no duration in ms: `duration` drives its physics
 * (60 steps a second, friction 0.68). 20 brings a slide within 1 % of its place in about 480 ms.
 */
export const HOT_MATCH_EMBLA_DURATION = 20;

/** Ticker start time, month/day hour:minute, as parts a translation puts in order. */
export function tickerTime(matchTime: number): { month: string; day: string; hour: string; minute: string } {
  const time = dayjs(matchTime);
  return { month: time.format('M'), day: time.format('D'), hour: time.format('HH'), minute: time.format('mm') };
}

/** Popup time, MM/DD HH:mm. */
export const popupTime = (matchTime: number): string => formatMonthDayTime(matchTime);

/** A hot match as the launch rules take a game: its vendor's sports game, room and node. */
export interface MatchLaunch {
  vassalage: string;
  nodeId: string;
  roomId: string | null;
  gameType: 'SPORTS';
  gameName: string;
}

export function matchLaunch(match: HotMatch): MatchLaunch {
  return {
    vassalage: match.vendor,
    nodeId: match.nodeId,
    roomId: match.roomId,
    gameType: 'SPORTS',
    gameName: `${match.homeTeam} - ${match.awayTeam}`,
  };
}

/** Identity of a match list: when it changes the carousel starts again from the first match. */
export function matchListKey(matches: readonly HotMatch[]): string {
  return matches.map((m) => `${m.nodeId}/${m.roomId ?? ''}/${m.matchTime}`).join('|');
}
