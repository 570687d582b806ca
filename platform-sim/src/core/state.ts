import type { PasswordHash } from '../crypto/password';
import type { Cents } from './money';
import type { Rng } from './prng';
import type { RegisterSettings } from '../data/register';
import type { PromoState } from '../features/promotions/promo-data';
import type { RebateCategory } from '../features/rebate/club-levels';
import type { AgentContracts } from '../features/contracts/terms';

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
  /** The centre (main) wallet; sumBalance adds `wallets`. Change it only through app/ledger.ts. */
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

export type AnnouncementType = 'B' | 'PL' | 'PU' | 'H' | 'PR' | 'A';

export interface Announcement {
  id: number;
  type: AnnouncementType;
  title: string;
  content: string;
  imageUrl?: string;
  link?: string;
  /** Banner group (m_home, m_reg); other types ignore it. */
  groupName?: string;
  createdAt: number;
}

export interface HotMatch {
  matchTime: number;
  homeTeam: string;
  awayTeam: string;
  homeTeamImageUrl: string;
  awayTeamImageUrl: string;
  vendor: string;
  roomId: string;
  nodeId: string;
  league: string;
}

export interface Winner {
  customerName: string;
  winAmount: Cents;
  nodeId: string;
}

/** One message of a member's inbox (inbox feature). */
export interface InboxMessage {
  id: number;
  title: string;
  /** HTML, as the platform stores it (the client sanitises it). */
  content: string;
  createdAt: number;
  read: boolean;
}

export type FeedbackStatus = 'PENDING' | 'REPLIED';

/** One feedback a member sent (feedback feature); the images are checked, their kinds and sizes kept, no copy. */
export interface FeedbackRecord {
  id: number;
  type: string;
  content: string;
  images: { type: 'image/png' | 'image/jpeg'; size: number }[];
  status: FeedbackStatus;
  createdAt: number;
  /** The platform's answer (plain text), once given. */
  reply: { content: string; repliedAt: number } | null;
}

/** A member's profile picture (head-icon feature): the bytes as sent, served under a name of its own. */
export interface HeadIcon {
  /** File name under /wps/assets/head/, new for every upload so a cached old picture is never shown. */
  file: string;
  type: 'image/png' | 'image/jpeg';
  bytes: Uint8Array;
}

/** The live-chat provider (service feature): null `url` = the sim's own chat page, served under /wps. */
export interface ChatProvider {
  url: string | null;
  /** Whether the provider lets the site show it in a frame. */
  embeddable: boolean;
}

export interface ChatRoom {
  lang: 'EN' | 'MY';
  messages: { from: 'member' | 'agent'; text: string }[];
}

export interface HelpItem {
  title: string;
  content: string;
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

/** The questions an account chose, with its answers hashed (normalised first), and the wrong tries. */
export interface SecurityQuestions {
  answers: { questionId: string; answer: PasswordHash }[];
  failures: number;
  lockedUntil: number | null;
}

/** A code sent to an e-mail address the member wants to bind. */
export interface EmailCode {
  email: string;
  code: string;
  sentAt: number;
  expiresAt: number;
  /** Wrong tries so far; the code is dropped after SMS_MAX_ATTEMPTS (the same bound as SMS codes). */
  attempts: number;
}

/** Everything that /__sim/reset puts back. */
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

/**
 * Contract requests waiting for an agent's answer: 0 = none,
 * a positive value = a contract of that request type awaits the agent (the sim uses 1).
 */
export interface ContractRequests {
  dailysalreqtype: number;
  divtypecompperiodreq: number;
  contracthoursalreq: number;
}

/** Download links and the two customer-service links. */
export interface SiteConfig {
  downloads: { resourceType: string; url: string }[];
  customerService: { type: string; url: string }[];
}

/** The site's withdrawal rules (POST /__sim/withdraw-limits changes them). */
export interface WithdrawLimits {
  min: Cents;
  max: Cents;
  /** Hundredths of a percent (100 = 1.00 %). */
  feeBasisPoints: number;
  dailyCount: number;
  dailyAmount: Cents;
}

/** The first answer to a request with an Idempotency-Key (see app/idempotency.ts). */
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

export interface SimState {
  readonly seededAt: number;
  accounts: Map<string, Account>;
  sessions: Map<string, Session>;
  loginFailures: Map<string, number>;
  captchaRequired: Set<string>;
  /** The one current captcha answer of the platform (null until GET /wps/captcha). */
  captcha: string | null;
  /** Pending SMS codes, keyed `<purpose>:<mobileNum>` (see app/sms.ts). */
  smsCodes: Map<string, SmsCode>;
  /** Last password e-mail per account key. */
  mail: Map<string, Mail>;
  /** Security questions set per account key (security-centre feature). */
  securityQuestions: Map<string, SecurityQuestions>;
  /** Pending e-mail binding codes per account key (security-centre feature). */
  emailCodes: Map<string, EmailCode>;
  registerSettings: RegisterSettings;
  /** Upper-case affiliate codes accepted at registration. */
  affiliateCodes: Set<string>;
  /** Social identities `<PROVIDER>:<subject>` → account key. */
  identities: Map<string, string>;
  modes: Modes;
  faults: Fault[];
  switches: Record<string, boolean>;
  menu: Record<string, boolean>;
  announcements: Announcement[];
  hotMatches: HotMatch[];
  winners: Winner[];
  helpItems: HelpItem[];
  /** Inbox messages per account key, newest first (inbox feature); `Account.inboxUnread` follows it. */
  inbox: Map<string, InboxMessage[]>;
  /** Feedback per account key, newest first (feedback feature). */
  feedback: Map<string, FeedbackRecord[]>;
  /** Profile pictures per account key (head-icon feature); absent = none uploaded. */
  headIcons: Map<string, HeadIcon>;
  /** Live chat: the provider and the sim chat page's rooms by ticket (service feature). */
  chat: ChatProvider;
  chatRooms: Map<string, ChatRoom>;
  /** Favourite game nodeIds per account key, newest first (games feature). */
  favourites: Map<string, string[]>;
  /** Recently launched game nodeIds per account key, newest first, no duplicates (games feature). */
  recent: Map<string, string[]>;
  /** Launch tickets handed out by /wps/game/launchGame → the game page they open (play feature). */
  launches: Map<string, LaunchTicket>;
  /** Site chrome: download links and customer-service links (site feature). */
  site: SiteConfig;
  /** Salary, dividend and hourly-salary contracts per account key (contracts feature); the check's flags follow them. */
  contracts: Map<string, AgentContracts>;
  /** Answers of money-moving calls, keyed `<account key>:<Idempotency-Key>`. */
  idempotency: Map<string, IdempotencyRecord>;
  withdrawLimits: WithdrawLimits;
  /** Manual rebate claims per account key, newest first (rebate feature). */
  rebateClaims: Map<string, RebateClaim[]>;
  mission: Mission;
  /** Promotions, members' applications and reward-centre rewards (promotions feature). */
  promo: PromoState;
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
  /** Agents' invitation links, oldest first (agent-register feature). */
  affiliateLinks: { nextId: number; list: AffiliateLink[] };
}

export const accountKey = (username: string): string => username.trim().toLowerCase();
