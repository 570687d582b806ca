export { createPlatform, type Platform, type PlatformOptions } from './platform';
export type { Envelope } from './core/envelope';
export { ERROR_MESSAGES, type ErrorCode } from './core/errors';
export { formatCents, parseMoney, type Cents } from './core/money';
export type { SimState } from './state';
export type { Account, Fault, Modes } from './core/state';
export type { Announcement } from './features/announcements/state';
export type { BetOrder, SubOrder, BetStatus, LedgerEntry, LedgerType } from './core/state';
export {
  cancelledStake,
  standingStake,
  settledStake,
  orderWinLoss,
  orderLedgerNet,
  statusOfSubOrders,
  isCancellable,
  validOf,
} from './core/bet-orders';
export {
  DEMO_ACCOUNTS,
  MERCHANT_CODE,
  TRIAL_MERCHANT_CODE,
  TRIAL_BALANCE,
  type DemoAccount,
  type DemoAccountKey,
} from './data/accounts';
export {
  GAME_TYPES,
  MIN_BETS,
  type Game,
  type GameType,
  type Vendor,
  type Classify,
  type Catalogue,
} from './core/catalogue';
export { DEFAULT_SEED, DEFAULT_SWITCHES, DEFAULT_MENU } from './data/seed';
export { HOSTILE_CONTENT } from './data/announcements';
export { defaultRegisterSettings, COUNTRIES, REGISTER_FIELDS, type RegisterSettings } from './data/register';
