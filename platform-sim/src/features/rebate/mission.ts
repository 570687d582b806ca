import { parseMoney, type Cents } from '../../core/money';
import type { Account } from '../../core/state';
import type { Mission, State } from './state';
import { DAY_MS, dayNumber } from '../../core/dates';
import type { Rng } from '../../core/prng';

/** How many places the leaderboard lists. */
export const LEADERBOARD_SIZE = 20;

const NAME_PARTS = [
  'lucky',
  'tiger',
  'jade',
  'ruby',
  'storm',
  'gold',
  'lotus',
  'dragon',
  'moon',
  'river',
  'pearl',
  'sun',
];

/** Names as the board shows them: first two and last two characters, the middle starred. */
export const maskName = (name: string): string =>
  name.length <= 4 ? `${name.slice(0, 1)}***` : `${name.slice(0, 2)}***${name.slice(-2)}`;

/** A week-long race on valid bets, begun three UTC days before `now`, with 24 seeded rivals. */
export function seedMission(rng: Rng, now: number): Mission {
  const startDay = dayNumber(now) - 3;
  const rivals = Array.from({ length: 24 }, (_, i) => ({
    name: maskName(`${rng.pick(NAME_PARTS)}${String(10 + i)}`),
    score: rng.int(2_000_000, 300_000_000),
  }));
  return {
    id: 'MISSION-WEEKLY',
    title: 'Weekly valid bet race',
    startsAt: startDay * DAY_MS,
    endsAt: (startDay + 7) * DAY_MS,
    prizes: [
      { fromRank: 1, toRank: 1, amount: parseMoney('300000') },
      { fromRank: 2, toRank: 2, amount: parseMoney('150000') },
      { fromRank: 3, toRank: 3, amount: parseMoney('80000') },
      { fromRank: 4, toRank: 10, amount: parseMoney('20000') },
      { fromRank: 11, toRank: 20, amount: parseMoney('5000') },
    ],
    rivals,
  };
}

/** An account's score: valid bets of its bets settled within the mission's period (up to now). */
export function missionScore(mission: Mission, account: Account, now: number): Cents {
  const until = Math.min(now, mission.endsAt);
  let score = 0;
  for (const order of account.orders) {
    const at = order.settledAt ?? order.createdAt;
    if (order.status === 'SETTLED' && at >= mission.startsAt && at < until) score += order.validBet;
  }
  return score;
}

export interface Standing {
  rank: number;
  name: string;
  score: Cents;
  /** Lower-case account key for real accounts, null for seeded rivals. */
  account: string | null;
}

/**
 * Rivals and every real account with a score, best first; equal scores share no rank (the earlier name
 * alphabetically goes first, so the order is stable).
 */
export function standings(state: State, now: number): Standing[] {
  const entries: Omit<Standing, 'rank'>[] = state.mission.rivals.map((r) => ({
    name: r.name,
    score: r.score,
    account: null,
  }));
  for (const [key, account] of state.accounts) {
    if (account.trial) continue;
    const score = missionScore(state.mission, account, now);
    if (score > 0) entries.push({ name: maskName(account.username), score, account: key });
  }
  entries.sort((a, b) =>
    a.score === b.score ? (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) : a.score > b.score ? -1 : 1,
  );
  return entries.map((entry, i) => ({ ...entry, rank: i + 1 }));
}
