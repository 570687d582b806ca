export { createPlatform, type Platform, type PlatformOptions } from './app/platform';
export type { Envelope } from './app/envelope';
export { ERROR_MESSAGES, type ErrorCode } from './app/errors';
export { formatCents, parseMoney, type Cents } from './app/money';
export type { SimState, Account, Announcement, Fault, Modes } from './app/state';
export type { BetOrder, SubOrder, BetStatus, LedgerEntry, LedgerType } from './app/state';
export {
  cancelledStake,
  standingStake,
  settledStake,
  orderWinLoss,
  orderLedgerNet,
  statusOfSubOrders,
  isCancellable,
  validOf,
} from './app/bet-orders';
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
} from './data/catalogue';
export { DEFAULT_SEED, DEFAULT_SWITCHES, DEFAULT_MENU } from './data/seed';
export { HOSTILE_CONTENT } from './data/announcements';
export { defaultRegisterSettings, COUNTRIES, REGISTER_FIELDS, type RegisterSettings } from './data/register';
