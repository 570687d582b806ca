import type { Cents } from '../../core/money';
import type { CoreState } from '../../core/state';
import type { RecentState } from '../../data/recent';

/** A launch ticket: the game page it opens (`/wps/play/<ticket>`). */
export interface LaunchTicket {
  account: string;
  nodeId: string | null;
  code: string;
  createdAt: number;
  /** Any other launch parameters as sent (category, vendor, playType, prizeMode, freePlay…). */
  params: Record<string, string>;
  /** The wallet the game plays from: its vendor's own wallet, or CENTRE. */
  wallet: string;
  /** Spins played on the ticket's game page so far (picks the next deterministic outcome). */
  spins: number;
  /** Balance change of the last spin in cents, or 'insufficient' when the balance could not cover the stake. */
  lastSpin: Cents | 'insufficient' | null;
}

/** The play feature's part of the state. */
export interface PlayState {
  /** Launch tickets handed out by /wps/game/launchGame → the game page they open. */
  launches: Map<string, LaunchTicket>;
}

/** The state the play feature's handlers use (a launch adds the game to the recent games). */
export type State = CoreState & RecentState & PlayState;

export const seedPlayState = (): PlayState => ({ launches: new Map() });
