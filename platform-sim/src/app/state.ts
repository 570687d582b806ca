import type { PasswordHash } from '../crypto/password';
import type { Cents } from './money';
import type { Rng } from '../data/prng';
import type { RegisterSettings } from '../data/register';

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
}

export interface DepositRecord {
  orderNo: string;
  amount: Cents;
  status: TxStatus;
  createdAt: number;
  channel: string;
}

/** A seeded member of an agent's team; activity is kept as sets of UTC day numbers. */
export interface DownlineMember {
  username: string;
  regDay: number;
  loginDays: ReadonlySet<number>;
  betDays: ReadonlySet<number>;
  online: boolean;
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
  balance: Cents;
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
  downline: DownlineMember[];
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

export interface HelpItem {
  title: string;
  content: string;
}

export type SmsPurpose = 'login' | 'register' | 'reset';

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

/** Everything that /__sim/reset puts back. */
export interface LaunchTicket {
  account: string;
  nodeId: string | null;
  code: string;
  createdAt: number;
  /** Any other launch parameters as sent (category, vendor, playType, prizeMode, freePlay…). */
  params: Record<string, string>;
  /** Spins played on the ticket's game page so far (picks the next deterministic outcome). */
  spins: number;
  /** Balance change of the last spin in cents, or 'insufficient' when the balance could not cover the stake. */
  lastSpin: Cents | 'insufficient' | null;
}

/**
 * Contract requests waiting for an agent's answer (spec section 3 "Contract dividend response"): 0 = none,
 * a positive value = a contract of that request type awaits the agent (the sim uses 1).
 */
export interface ContractRequests {
  dailysalreqtype: number;
  divtypecompperiodreq: number;
  contracthoursalreq: number;
}

/** Download links and customer-service links (spec section 3 "Download link", "Customer service list"). */
export interface SiteConfig {
  downloads: { resourceType: string; url: string }[];
  customerService: { type: string; url: string }[];
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
  /** Favourite game nodeIds per account key, newest first (games feature). */
  favourites: Map<string, string[]>;
  /** Recently launched game nodeIds per account key, newest first, no duplicates (games feature). */
  recent: Map<string, string[]>;
  /** Launch tickets handed out by /wps/game/launchGame → the game page they open (play feature). */
  launches: Map<string, LaunchTicket>;
  /** Site chrome: download links and customer-service links (site feature). */
  site: SiteConfig;
  /** Pending contract requests per account key (agent feature); absent = none. */
  contracts: Map<string, ContractRequests>;
  nextIds: { account: number; announcement: number; fault: number };
  /** Runtime randomness (captcha codes, trial names), reseeded on reset so runs repeat. */
  rng: Rng;
}

export const accountKey = (username: string): string => username.trim().toLowerCase();
