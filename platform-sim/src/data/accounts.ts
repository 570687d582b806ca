import { hashPassword, type PasswordHash } from '../crypto/password';
import type { Account, ClubLabel } from '../core/state';
import { parseMoney } from '../core/money';
import { emptyWallets, newCashierProfile } from '../core/ledger';
import { WALLET_VENDORS } from './cashier';
import { DAY_MS } from '../core/dates';
import { SEEDED_REBATES } from './team-rebates';
import type { AccountRebates } from '../core/state';

const copyRebates = (r: AccountRebates | undefined): AccountRebates | null =>
  r ? { own: { ...r.own }, downlineDefaults: r.downlineDefaults ? { ...r.downlineDefaults } : null } : null;

export const MERCHANT_CODE = 'MC01';
export const TRIAL_MERCHANT_CODE = 'MCTRIAL';
/** Balance every new free-play (trial) account starts with. */
export const TRIAL_BALANCE = '2000.00';

export interface DemoAccount {
  readonly username: string;
  readonly password: string;
  readonly type: number;
  readonly description: string;
}

/**
 * Seeded accounts. These are public demo fixtures (also listed in platform-sim/README.md); the sim itself
 * keeps only salted scrypt hashes of the passwords.
 */
export const DEMO_ACCOUNTS = {
  member: {
    username: 'demo01',
    password: 'Demo1234',
    type: 0,
    description:
      'member: balance 1234.50, VIP label, 3 unread, deposit/withdraw records, mobile 09450000001, payment password 246810, one bank card',
  },
  emptyMember: {
    username: 'demo02',
    password: 'Demo1234',
    type: 0,
    description: 'member with zero balance and no records (empty states)',
  },
  agent: {
    username: 'agent01',
    password: 'Agent1234',
    type: 1,
    description: 'agent: 48 direct downlines (6 sub-agents, 3 levels), deposit/withdraw records',
  },
  subAgent: {
    username: 'agent02',
    password: 'Agent1234',
    type: 2,
    description: 'sub-agent (type 2, cannot transfer to upline): 12 direct downlines',
  },
  type4Member: {
    username: 'member04',
    password: 'Member1234',
    type: 4,
    description: 'type-4 member (no contracts, withdrawal not allowed)',
  },
  disabled: {
    username: 'blocked01',
    password: 'Blocked1234',
    type: 0,
    description: 'disabled account: login answers user.disabled',
  },
} as const satisfies Record<string, DemoAccount>;

export type DemoAccountKey = keyof typeof DEMO_ACCOUNTS;

interface AccountProfile {
  nickname: string;
  regDaysAgo: number;
  disabled?: boolean;
  balance: string;
  clubLabel: ClubLabel | null;
  toUpline: boolean;
  withdrawAllowed: boolean;
  inboxUnread: number;
  mobileNum: string | null;
  email: string | null;
  birthday: string | null;
}

const PROFILES: Record<DemoAccountKey, AccountProfile> = {
  member: {
    nickname: 'Demo Player',
    regDaysAgo: 420,
    balance: '1234.50',
    clubLabel: { labelName: 'VIP 2', rankLevel: 2, progress: 0.46 },
    toUpline: true,
    withdrawAllowed: true,
    inboxUnread: 3,
    mobileNum: '09450000001',
    email: 'demo01@example.com',
    birthday: '1990-04-12',
  },
  emptyMember: {
    nickname: 'New Player',
    regDaysAgo: 2,
    balance: '0.00',
    clubLabel: null,
    toUpline: false,
    withdrawAllowed: true,
    inboxUnread: 0,
    mobileNum: '09450000002',
    email: 'demo02@example.com',
    birthday: '1998-11-30',
  },
  agent: {
    nickname: 'Golden Agent',
    regDaysAgo: 730,
    balance: '25680.75',
    clubLabel: { labelName: 'VIP 5', rankLevel: 5, progress: 0.8 },
    toUpline: true,
    withdrawAllowed: true,
    inboxUnread: 5,
    mobileNum: '09450000010',
    email: 'agent01@example.com',
    birthday: '1985-01-20',
  },
  subAgent: {
    nickname: 'Team Leader',
    regDaysAgo: 300,
    balance: '880.00',
    clubLabel: { labelName: 'VIP 1', rankLevel: 1, progress: 0.1 },
    toUpline: true,
    withdrawAllowed: true,
    inboxUnread: 1,
    mobileNum: null,
    email: null,
    birthday: null,
  },
  type4Member: {
    nickname: 'Partner Member',
    regDaysAgo: 150,
    balance: '50.25',
    clubLabel: null,
    toUpline: false,
    withdrawAllowed: false,
    inboxUnread: 0,
    mobileNum: null,
    email: null,
    birthday: '2000-07-07',
  },
  disabled: {
    nickname: 'Blocked Player',
    regDaysAgo: 90,
    disabled: true,
    balance: '10.00',
    clubLabel: null,
    toUpline: false,
    withdrawAllowed: false,
    inboxUnread: 0,
    mobileNum: null,
    email: 'blocked01@example.com',
    birthday: null,
  },
};

/** Hashes are computed once per process (scrypt is deliberately slow); each keeps its own random salt. */
const hashCache = new Map<DemoAccountKey, PasswordHash>();

function seededHash(key: DemoAccountKey): PasswordHash {
  let hash = hashCache.get(key);
  if (!hash) {
    hash = hashPassword(DEMO_ACCOUNTS[key].password);
    hashCache.set(key, hash);
  }
  return hash;
}

export function seedAccounts(now: number): Account[] {
  return (Object.keys(DEMO_ACCOUNTS) as DemoAccountKey[]).map((key, index) => {
    const demo = DEMO_ACCOUNTS[key];
    const profile = PROFILES[key];
    return {
      id: 100001 + index,
      username: demo.username,
      password: seededHash(key),
      type: demo.type,
      nickname: profile.nickname,
      regDate: now - profile.regDaysAgo * DAY_MS,
      disabled: profile.disabled ?? false,
      merchantCode: MERCHANT_CODE,
      balance: parseMoney(profile.balance),
      wallets: emptyWallets(WALLET_VENDORS),
      ledger: [],
      orders: [],
      upline: null,
      cashier: newCashierProfile(),
      clubLabel: profile.clubLabel ? { ...profile.clubLabel } : null,
      toUpline: profile.toUpline,
      withdrawAllowed: profile.withdrawAllowed,
      inboxUnread: profile.inboxUnread,
      firstTimeLogin: false,
      mobileNum: profile.mobileNum,
      countryDialingCode: '95',
      email: profile.email,
      birthday: profile.birthday,
      affiliateCode: null,
      paymentPassword: null,
      profile: {},
      trial: false,
      withdrawals: [],
      deposits: [],
      rebates: copyRebates(SEEDED_REBATES[demo.username]),
      loginDays: new Set(),
      lastLoginAt: null,
      online: false,
    };
  });
}
