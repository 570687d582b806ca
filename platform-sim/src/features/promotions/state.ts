import type { CoreState } from '../../core/state';
import { seedPromotions, type PromoState } from './promo-data';

/** The promotions feature's part of the state. */
export interface PromotionsState {
  /** Promotions, members' applications and reward-centre rewards. */
  promo: PromoState;
}

/** The state the promotions feature's handlers use. */
export type State = CoreState & PromotionsState;

export const seedPromotionsState = (now: number): PromotionsState => ({ promo: seedPromotions(now) });
