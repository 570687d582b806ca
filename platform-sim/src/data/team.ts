import { hashPassword, type PasswordHash } from '../crypto/password';
import { emptyWallets, newCashierProfile } from '../core/ledger';
import { quotient } from '../core/money';
import {
  accountKey,
  REBATE_CATEGORIES,
  type Account,
  type AccountRebates,
  type DepositRecord,
  type RebateRates,
  type TxStatus,
} from '../core/state';
import { MERCHANT_CODE } from './accounts';
import { WALLET_VENDORS } from './cashier';
import { compactDay, DAY_MS, dayNumber } from '../core/dates';
import { withOrders } from './deposit';
import type { PlayPlan } from './ledger';
import type { Rng } from '../core/prng';
import { NICK_FIRST, NICK_SECOND } from './words';

/** The password of every generated team account (a public demo fixture like the others). */
export const TEAM_PASSWORD = 'Team1234';

/** One hash shared by every generated account, computed once per process (scrypt is deliberately slow). */
let teamHash: PasswordHash | null = null;
function teamPasswordHash(): PasswordHash {
  teamHash ??= hashPassword(TEAM_PASSWORD);
  return teamHash;
}

/** First id of the generated accounts (the demo accounts are 100001…, registrations 200001…). */
const FIRST_TEAM_ID = 110001;
const HOUR_MS = 3_600_000;

/**
 * The shape of the seeded team: how many generated accounts each agent gets directly below it and which
 * of them are sub-agents with a team of their own. agent01 has demo01, agent02 and member04 on top of its
 * 45; agent02's 12 are all generated. One generated sub-agent has a sub-agent of its own (a third level).
 */
interface TeamPlan {
  agent: string;
  prefix: string;
  members: number;
  /** Sizes of the generated sub-agents' own teams, in order; each a plan of its own. */
  subAgents: readonly SubPlan[];
}
interface SubPlan {
  members: number;
  subAgents: readonly SubPlan[];
}

export const TEAM_PLANS: readonly TeamPlan[] = [
  {
    agent: 'agent01',
    prefix: 'm',
    members: 40,
    subAgents: [
      { members: 9, subAgents: [{ members: 4, subAgents: [] }] },
      { members: 15, subAgents: [] },
      { members: 4, subAgents: [] },
      { members: 7, subAgents: [] },
      { members: 11, subAgents: [] },
    ],
  },
  { agent: 'agent02', prefix: 's', members: 12, subAgents: [] },
];

/** What each generated account played: its deposits are its money events, its bets fill the gaps. */
export const TEAM_PLAY: Omit<PlayPlan, 'rng' | 'pool'> = { perGap: [1, 3] };

/** Each rate scaled by `permille`/1000, rounded down to a multiple of 10 (0.10 %), never above `cap`. */
function scaled(rates: RebateRates, permille: number, cap: RebateRates): RebateRates {
  return Object.fromEntries(
    REBATE_CATEGORIES.map((c) => {
      const value = quotient(rates[c] * permille, 10_000) * 10;
      return [c, value < cap[c] ? value : cap[c]];
    }),
  ) as RebateRates;
}

/** Rates within the agent's: a member gets the agent's defaults (sometimes a little less); a sub-agent more. */
function rebatesUnder(rng: Rng, agent: Account, isAgent: boolean): AccountRebates | null {
  const parent = agent.rebates;
  if (!parent) return null;
  const defaults = parent.downlineDefaults ?? parent.own;
  if (!isAgent)
    return {
      own: rng.chance(0.7) ? { ...defaults } : scaled(defaults, rng.int(7, 9) * 100, parent.own),
      downlineDefaults: null,
    };
  // Halfway (or so) between the defaults and the agent's own rates; its defaults about two thirds of that.
  const own = Object.fromEntries(
    REBATE_CATEGORIES.map((c) => {
      const gap = parent.own[c] - defaults[c];
      const value = defaults[c] + quotient(gap * rng.int(3, 7), 100) * 10;
      return [c, value];
    }),
  ) as RebateRates;
  return { own, downlineDefaults: scaled(own, 650, own) };
}

const DEPOSIT_UNITS = [3000, 5000, 10000, 20000, 50000] as const;
const CHANNELS = ['KBZPay', 'WavePay', 'AYA Pay', 'CB Pay', 'Bank Transfer', 'OnePay'] as const;
const DEPOSIT_STATUS: readonly (readonly [TxStatus, number])[] = [
  ['SUCCESS', 12],
  ['REJECTED', 1],
];

/** A few deposits between registration (plus two hours) and now, newest first. */
function teamDeposits(rng: Rng, now: number, regDate: number, count: number): DepositRecord[] {
  const from = Math.max(regDate + 2 * HOUR_MS, now - 60 * DAY_MS);
  if (count === 0 || now - from < HOUR_MS) return [];
  const records: DepositRecord[] = Array.from({ length: count }, () => {
    const createdAt = rng.int(from, now - 30 * 60_000);
    return {
      orderNo: `D${compactDay(createdAt)}${rng.chars(8, '0123456789')}`,
      amount: rng.pick(DEPOSIT_UNITS) * 100 + rng.int(0, 9) * 1000 + (rng.chance(0.3) ? rng.int(1, 99) : 0),
      status: rng.weighted(DEPOSIT_STATUS),
      createdAt,
      channel: rng.pick(CHANNELS),
    };
  });
  return withOrders(records.sort((a, b) => b.createdAt - a.createdAt));
}

/** Balance in cents: a quarter hold nothing, the rest up to a few thousand (agents more). */
function teamBalance(rng: Rng, isAgent: boolean, dormant: boolean): number {
  if (dormant || rng.chance(0.25)) return 0;
  const whole = isAgent ? rng.int(500, 20000) : rng.int(1, 4000);
  return whole * 100 + rng.int(0, 99);
}

interface Draft {
  username: string;
  upline: string;
  isAgent: boolean;
  /** Index among all generated accounts of the tree (the first few registered in the last week). */
  index: number;
}

function account(rng: Rng, now: number, id: number, draft: Draft, upline: Account): Account {
  // Like a real team: a few joined this week (one today), most over the last year; a tenth never came back.
  const regDaysAgo = draft.index < 3 ? draft.index * 2 : rng.int(7, 400);
  const regDate = now - regDaysAgo * DAY_MS - rng.int(1, 5) * HOUR_MS;
  const dormant = !draft.isAgent && draft.index >= 3 && rng.chance(0.1);
  const first = rng.pick(NICK_FIRST);
  const second = rng.pick(NICK_SECOND);
  const deposits = dormant ? [] : teamDeposits(rng, now, regDate, rng.int(draft.isAgent ? 2 : 0, 4));
  return {
    id,
    username: draft.username,
    password: teamPasswordHash(),
    type: draft.isAgent ? 2 : 0,
    nickname: `${first} ${second}`,
    regDate,
    disabled: false,
    merchantCode: MERCHANT_CODE,
    balance: teamBalance(rng, draft.isAgent, dormant),
    wallets: emptyWallets(WALLET_VENDORS),
    ledger: [],
    orders: [],
    upline: draft.upline,
    cashier: newCashierProfile(),
    clubLabel: null,
    toUpline: false,
    withdrawAllowed: true,
    inboxUnread: 0,
    firstTimeLogin: false,
    mobileNum: null,
    countryDialingCode: '95',
    email: null,
    birthday: null,
    affiliateCode: null,
    paymentPassword: null,
    profile: {},
    trial: false,
    withdrawals: [],
    deposits,
    rebates: rebatesUnder(rng, upline, draft.isAgent),
    loginDays: new Set(),
    lastLoginAt: null,
    online: false,
  };
}

/**
 * Adds the generated team accounts to `accounts` (upline links, rebates, deposits), deterministic from
 * `rng`. Their bets and ledgers come later with everyone else's (seed.ts), their activity after that
 * ({@link seedActivity}). Returns the generated accounts' keys.
 */
export function seedTeam(rng: Rng, now: number, accounts: Map<string, Account>): string[] {
  const keys: string[] = [];
  let id = FIRST_TEAM_ID;
  for (const plan of TEAM_PLANS) {
    const top = accounts.get(accountKey(plan.agent));
    if (!top) continue;
    let counter = 0;
    let index = 0;
    const nextName = (): string =>
      `${plan.prefix}${String(++counter).padStart(3, '0')}_${rng.pick(NICK_FIRST).toLowerCase()}${rng.pick(NICK_SECOND).toLowerCase()}`;
    const add = (upline: Account, isAgent: boolean): Account => {
      let username = nextName();
      while (accounts.has(accountKey(username))) username = nextName();
      const created = account(
        rng,
        now,
        id++,
        { username, upline: accountKey(upline.username), isAgent, index: index++ },
        upline,
      );
      accounts.set(accountKey(username), created);
      keys.push(accountKey(username));
      return created;
    };
    const grow = (upline: Account, members: number, subAgents: readonly SubPlan[]): void => {
      // Sub-agents spread among the members, so a list of the team is not ordered by kind.
      const slots = rng.shuffle([...Array.from({ length: members }, () => null), ...subAgents]);
      for (const slot of slots) {
        if (slot === null) add(upline, false);
        else grow(add(upline, true), slot.members, slot.subAgents);
      }
    };
    grow(top, plan.members, plan.subAgents);
  }
  return keys;
}

/**
 * Login activity that agrees with the history: a login on every day the account deposited or bet, other
 * logins at random (how active it is varies), the last login's time, and for some who logged in today,
 * still online. Generated accounts only; the demo accounts' activity starts with their real logins.
 */
export function seedActivity(rng: Rng, now: number, account: Account, index: number): void {
  const today = dayNumber(now);
  const regDay = dayNumber(account.regDate);
  const activity = [0.1, 0.3, 0.5, 0.8][index % 4] as number;
  const days = new Set<number>();
  let last = 0;
  const touch = (at: number): void => {
    days.add(dayNumber(at));
    if (at > last) last = at;
  };
  for (const d of account.deposits) touch(d.createdAt);
  for (const o of account.orders) touch(o.createdAt);
  if (account.ledger.length > 0 || account.deposits.length > 0) {
    for (let day = Math.max(regDay, today - 59); day <= today; day += 1) {
      if (rng.chance(activity))
        touch(Math.min(now - 60_000, Math.max(account.regDate, day * DAY_MS + rng.int(0, DAY_MS - 1))));
    }
  }
  touch(account.regDate); // registering logs in
  account.loginDays = days;
  account.lastLoginAt = last;
  account.online = days.has(today) && now - last < 6 * HOUR_MS && rng.chance(0.5);
}
