import { parseMoney, type Cents } from '../../core/money';
import type { CoreState } from '../../core/state';

/** The site's withdrawal rules (POST /__sim/withdraw-limits changes them). */
export interface WithdrawLimits {
  min: Cents;
  max: Cents;
  /** Hundredths of a percent (100 = 1.00 %). */
  feeBasisPoints: number;
  dailyCount: number;
  dailyAmount: Cents;
}

/** The withdraw feature's part of the state. */
export interface WithdrawState {
  withdrawLimits: WithdrawLimits;
}

/** The state the withdraw feature's handlers use. */
export type State = CoreState & WithdrawState;

export const defaultWithdrawLimits = (): WithdrawLimits => ({
  min: parseMoney('1000.00'),
  max: parseMoney('3000000.00'),
  feeBasisPoints: 100,
  dailyCount: 5,
  dailyAmount: parseMoney('5000000.00'),
});

export const seedWithdrawState = (): WithdrawState => ({ withdrawLimits: defaultWithdrawLimits() });
