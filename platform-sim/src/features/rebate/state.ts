import type { Cents } from '../../core/money';
import { createRng } from '../../core/prng';
import type { CoreState } from '../../core/state';
import { seedMission } from './mission';

/** A seeded rival on the mission leaderboard (rebate feature). */
export interface MissionRival {
  name: string;
  score: Cents;
}

/** The site's MISSION promotion: valid bets within its period, ranked (rebate feature). */
export interface Mission {
  id: string;
  title: string;
  startsAt: number;
  endsAt: number;
  /** Prize per rank band, best first. */
  prizes: { fromRank: number; toRank: number; amount: Cents }[];
  rivals: MissionRival[];
}

/** The rebate feature's part of the state (its claims are in the core state: core/state.ts says why). */
export interface RebateState {
  mission: Mission;
}

/** The state the rebate feature's handlers use. */
export type State = CoreState & RebateState;

export const seedRebateState = (seed: number, now: number): RebateState => ({
  mission: seedMission(createRng(seed, 'mission'), now),
});
