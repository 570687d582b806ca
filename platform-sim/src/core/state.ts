import type { PasswordHash } from '../crypto/password';
import type { Cents } from './money';
import type { Rng } from './prng';

/*
 * The core state: what several features read and write (accounts and their money, sessions, the platform's
 * switches and modes, faults, codes sent by SMS or mail, idempotency, affiliate codes and links) with the
 * types of its parts. Each feature keeps its own part of the state in its own state.ts (features/<name>/);
 * the whole state (src/state.ts) is this and every feature's part.
 */

/** The platform's game categories, in the order the rebate and VIP screens list them. */
export const REBATE_CATEGORIES = ['SPORTS', 'LIVE', 'RNG', 'FISH', 'PVP', 'LOTT', 'INHOUSE'] as const;
export type RebateCategory = (typeof REBATE_CATEGORIES)[number];

export const isRebateCategory = (value: unknown): value is RebateCategory =>
  typeof value === 'string' && (REBATE_CATEGORIES as readonly string[]).includes(value);

export interface ClubLabel {
  labelName: string;
  rankLevel: number;
  /** Fraction 0..1 towards the next level. */
  progress: number;
}

export type TxStatus = 'SUCCESS' | 'PENDING' | 'REJECTED';

export interface WithdrawRecord {
  orderNo: string;
  amount: Cents;
  status: TxStatus;
  createdAt: number;
  bankName: string;
  /** Withdrawals made through POST /wps/transaction/withdraw also keep what the member asked for. */
  fee?: Cents;
  cardId?: string;
  /** Masked account number of the card (last 4 digits). */
  accountNo?: string;
}

/** A deposit order's life: see docs/api-contract.md "Deposit". */
export type DepositStatus = 'AWAITING_PAYMENT' | 'PENDING' | 'SUCCESS' | 'REJECTED' | 'EXPIRED' | 'CANCELLED';
export type ChannelKind = 'BANK' | 'QR' | 'GATEWAY' | 'USDT';

/** Where the member sends the money (the parts that apply to the channel's kind). */
export interface Receiving {
  bankName?: string;
  accountName?: string;
  accountNo?: string;
  branch?: string;
  qrImage?: string;
  address?: string;
  network?: string;
}

export interface DepositProof {
  depositorName: string | null;
  reference: string | null;
  txHash: string | null;
  /** Kind and size of the receipt image (the sim checks it and keeps no copy). */
  receipt: { type: 'image/png' | 'image/jpeg'; size: number } | null;
  sentAt: number;
}

/** The order behind a deposit record (seeded records get one too, derived from their channel). */
export interface DepositOrder {
  channelId: string;
  kind: ChannelKind;
  fee: Cents;
  bonus: Cents;
  /** What to send: amount + fee, in kyat cents, or in USDT cents for USDT. */
  payAmount: Cents;
  payCurrency: 'MMK' | 'USDT';
  expiresAt: number;
  receiving: Receiving;
  promoId: string | null;
  turnoverMultiple: number;
  /** GATEWAY: the site path the provider's page sends the browser back to. */
  returnUrl: string | null;
  /** Language of the create call (the gateway page speaks it). */
  lang: 'EN' | 'MY';
  proof: DepositProof | null;
}

export interface DepositRecord {
  orderNo: string;
  amount: Cents;
  status: DepositStatus;
  createdAt: number;
  /** Channel name, as the deposit report shows it. */
  channel: string;
  order?: DepositOrder;
}

/** Every way money moves; `amount` of an entry is signed (what it did to its wallet). */
export type LedgerType =
  | 'DEPOSIT'
  | 'BONUS'
  | 'WITHDRAW_HOLD'
  | 'WITHDRAW_REFUND'
  | 'TRANSFER_IN'
  | 'TRANSFER_OUT'
  | 'UPLINE_TRANSFER'
  /** An agent's transfer to one of its direct downlines (out of the agent, into the downline). */
  | 'DOWNLINE_TRANSFER'
  | 'BET'
  | 'PAYOUT'
  /** A cancelled (lottery sub-)order's stake given back. */
  | 'BET_CANCEL'
  /** Rebate on valid bets, claimed by hand (manual rebate) or paid by the platform. */
  | 'REBATE'
  /** A promotion's prize, once issued. */
  | 'PROMOTION'
  /** A reward-centre reward, once claimed. */
  | 'REWARD'
  /** An agent's commission from the team. */
  | 'COMMISSION'
  | 'ADJUSTMENT';

/** A bet's state in the betting record. */
export type BetStatus = 'SETTLED' | 'UNSETTLED' | 'CANCELLED';

/** One pick of a lottery order (a number, a side …), bet and settled on its own. */
export interface SubOrder {
  id: string;
  /** What was picked, as the order detail shows it (e.g. "Big", "07"). */
  content: string;
  betAmount: Cents;
  /** Paid back on settlement (0 when it lost). */
  payout: Cents;
  status: BetStatus;
}

/**
 * One bet as the betting record lists it. Its stake is a BET ledger entry and its payout a PAYOUT entry
 * (same orderNo), so the records, the profit and loss and the balance history agree.
 */
export interface BetOrder {
  orderNo: string;
  /** The platform's category (SPORTS, LIVE, RNG, FISH, PVP, LOTT, INHOUSE). */
  category: string;
  vendor: string;
  gameName: string;
  betAmount: Cents;
  /** The part of the stake that counts for rebates and VIP progress (≤ betAmount; 0 when cancelled). */
  validBet: Cents;
  /** Paid back on settlement (0 when it lost or is unsettled); win/loss = payout − betAmount. */
  payout: Cents;
  status: BetStatus;
  createdAt: number;
  settledAt: number | null;
  /** Lottery orders only: their picks; the order's amounts are their sums. Empty otherwise. */
  subOrders: SubOrder[];
  /** Lottery orders only: the draw the picks are for, and when it stops taking (and cancelling) bets. */
  drawNo?: string;
  drawCloseAt?: number;
}

/** The centre (main) wallet's name wherever a wallet is named. */
export const CENTRE = 'CENTRE';

export interface LedgerEntry {
  id: number;
  type: LedgerType;
  amount: Cents;
  /** sumBalance (centre + every vendor wallet) right after this entry. */
  balanceAfter: Cents;
  orderNo?: string;
  /** CENTRE or a vendor code. */
  wallet: string;
  createdAt: number;
}

export interface BankCard {
  id: string;
  bankCode: string;
  /** Full account number (only ever shown masked). */
  accountNo: string;
  payeeName: string;
  createdAt: number;
}

/**
 * Turnover still to play before a bonus can be withdrawn: `locked` (the bonuses granted) stays out of
 * `withdrawable` while `done < required`; once met, all three go back to 0.
 */
export interface Turnover {
  required: Cents;
  done: Cents;
  locked: Cents;
}

export type TransferKind = 'TRANSFER' | 'RECYCLE' | 'AUTO' | 'UPLINE' | 'DOWNLINE';

export interface TransferRecord {
  transferNo: string;
  kind: TransferKind;
  /** CENTRE, a vendor code, or (UPLINE, DOWNLINE) the other account's username. */
  from: string;
  to: string;
  amount: Cents;
  createdAt: number;
}

export interface CashierProfile {
  autoTransfer: boolean;
  cards: BankCard[];
  /** Bound with the first card (or at registration) and never changed after. */
  payeeName: string | null;
  /** Wrong payment passwords in a row; PAYMENT_PASSWORD_ATTEMPTS of them lock for 30 minutes. */
  passwordFailures: number;
  lockedUntil: number | null;
  turnover: Turnover;
  transfers: TransferRecord[];
}

/** Rebate rates per game category, in hundredths of a percent (120 = 1.20%). */
export type RebateRates = Record<RebateCategory, number>;

/**
 * The rebate an account's upline gave it (`own`: what its bets earn for the team; for an agent also the
 * ceiling of every rate it gives below), and for agents the rates a new downline starts with.
 */
export interface AccountRebates {
  own: RebateRates;
  downlineDefaults: RebateRates | null;
}

/** An agent's invitation link: who registers with its code joins the agent's team as this type, with these rates. */
export interface AffiliateLink {
  id: number;
  /** Upper-case code of the link (`/m/register?code=`); also in `affiliateCodes` while the link exists. */
  code: string;
  /** Account key of the agent. */
  agent: string;
  memberType: 'MEMBER' | 'AGENT';
  rebates: RebateRates;
  createdAt: number;
}

export interface Account {
  id: number;
  username: string;
  /** Salted scrypt hash; null for trial accounts (no password). */
  password: PasswordHash | null;
  /** Member type: 0, 4, 40 members; other values agents (1 agent, 2 sub-agent …). */
  type: number;
  nickname: string;
  regDate: number;
  disabled: boolean;
  merchantCode: string;
  /** The centre (main) wallet; sumBalance adds `wallets`. Change it only through core/ledger.ts. */
  balance: Cents;
  /** Wallets of the vendors that keep one of their own (vendor code → cents); empty for trial accounts. */
  wallets: Record<string, Cents>;
  /** Every movement of money, oldest first; its amounts add up to sumBalance. */
  ledger: LedgerEntry[];
  /** Bets, newest first; each one's money is in `ledger` under its orderNo. */
  orders: BetOrder[];
  /** Account key of the agent above (transfer to upline), or null. */
  upline: string | null;
  cashier: CashierProfile;
  clubLabel: ClubLabel | null;
  toUpline: boolean;
  withdrawAllowed: boolean;
  inboxUnread: number;
  firstTimeLogin: boolean;
  /** National number as typed at registration (digits), e.g. 09450000001. */
  mobileNum: string | null;
  countryDialingCode: string;
  email: string | null;
  /** YYYY-MM-DD. */
  birthday: string | null;
  affiliateCode: string | null;
  /** Salted scrypt hash of the payment password, when one was set at registration. */
  paymentPassword: PasswordHash | null;
  /** Other registration fields the site enabled (qqNum, facebook, …), as sent. */
  profile: Record<string, string>;
  trial: boolean;
  withdrawals: WithdrawRecord[];
  deposits: DepositRecord[];
  /** Team rebates; null for accounts outside any agent's team rebate scheme (trial players). */
  rebates: AccountRebates | null;
  /**
   * UTC day numbers on which the account logged in (seeded, then every real login). The days it bet are
   * those of its `orders`, so the team KPI and the team betting reports agree.
   */
  loginDays: Set<number>;
  lastLoginAt: number | null;
  /** Whether it is signed in now (seeded for the generated team, then set by login and logout). */
  online: boolean;
}

export interface Session {
  token: string;
  /** Lower-case account key. */
  account: string;
  createdAt: number;
}

export interface Modes {
  maintenance: boolean;
  regionRestriction: boolean;
  maintenanceMessage: string;
}

export interface Fault {
  id: number;
  path: string;
  method: string | null;
  status: number | null;
  /** With a status: answer a failure envelope with this code instead of a plain-text body. */
  code: string | null;
  delayMs: number;
  malformed: boolean;
  /** Run the real handler, then answer nothing (the answer is lost on the way back). */
  lose: boolean;
  /** Requests still to affect; null = unlimited. */
  remaining: number | null;
}

export type SmsPurpose = 'login' | 'register' | 'reset' | 'payment' | 'bind';

export interface SmsCode {
  purpose: SmsPurpose;
  mobileNum: string;
  code: string;
  sentAt: number;
  expiresAt: number;
  /** Wrong tries so far; the code is dropped after SMS_MAX_ATTEMPTS. */
  attempts: number;
}

/** A "sent" password e-mail, kept for GET /__sim/mail. */
export interface Mail {
  to: string;
  subject: string;
  body: string;
  sentAt: number;
}

/** The first answer to a request with an Idempotency-Key (see core/idempotency.ts). */
export interface IdempotentAnswer {
  status: number;
  body: { success: boolean; code: string; message: string; value: unknown };
}

export interface IdempotencyRecord {
  /** Hash of method, path and the canonical body. */
  fingerprint: string;
  createdAt: number;
  /** Set once the first request has finished; until then `pending` settles with it. */
  answer: IdempotentAnswer | null;
  pending: Promise<IdempotentAnswer | null>;
}

/** One category of a manual rebate claim (rebate feature); a claim of several categories shares its claimNo. */
export interface RebateClaim {
  claimNo: string;
  category: string;
  /** The valid bets claimed on, and the orders behind them (each is claimed once). */
  validBet: Cents;
  orderNos: string[];
  /** The member's level rate when claimed, in hundredths of a percent. */
  rateBp: number;
  amount: Cents;
  claimedAt: number;
}

export interface CoreState {
  readonly seededAt: number;
  accounts: Map<string, Account>;
  sessions: Map<string, Session>;
  loginFailures: Map<string, number>;
  captchaRequired: Set<string>;
  /** The one current captcha answer of the platform (null until GET /wps/captcha). */
  captcha: string | null;
  /** Pending SMS codes, keyed `<purpose>:<mobileNum>` (see core/sms.ts). */
  smsCodes: Map<string, SmsCode>;
  /** Last password e-mail per account key. */
  mail: Map<string, Mail>;
  /** Upper-case affiliate codes accepted at registration. */
  affiliateCodes: Set<string>;
  modes: Modes;
  faults: Fault[];
  switches: Record<string, boolean>;
  menu: Record<string, boolean>;
  /** Answers of money-moving calls, keyed `<account key>:<Idempotency-Key>`. */
  idempotency: Map<string, IdempotencyRecord>;
  /**
   * Manual rebate claims per account key, newest first (rebate feature); here because order numbers are unique
   * across deposits, withdrawals, transfers and rebate claims (core/cashier.ts, newOrderNo).
   */
  rebateClaims: Map<string, RebateClaim[]>;
  /** The next id of each kind; the announcement, inbox and feedback features set theirs when they seed. */
  nextIds: {
    account: number;
    announcement: number;
    fault: number;
    ledger: number;
    card: number;
    inboxMessage: number;
    feedback: number;
  };
  /** Runtime randomness (captcha codes, trial names), reseeded on reset so runs repeat. */
  rng: Rng;
  /** Agents' invitation links, oldest first (agent-register feature; registration reads them). */
  affiliateLinks: { nextId: number; list: AffiliateLink[] };
}

export const accountKey = (username: string): string => username.trim().toLowerCase();
