import { isAgentType } from '../core/auth';
import type { Catalogue } from '../core/catalogue';
import { compactDay, DAY_MS, dayNumber } from '../core/dates';
import { parseMoney } from '../core/money';
import { createRng, type Rng } from '../core/prng';
import { accountKey, type Account, type CoreState } from '../core/state';
import { teamOf } from '../core/team';
import { hashPassword, type PasswordHash } from '../crypto/password';
import { seedAccounts } from './accounts';
import { bankByCode } from './banks';
import { CASHIER_SEEDS } from './cashier';
import { withOrders } from './deposit';
import { seedLedger, type PlayPlan, type SeededCredit } from './ledger';
import { gamePool, type GamePool } from './orders';
import { seedDeposits, seedWithdrawals } from './records';
import { EXTRA_AFFILIATE_CODES } from './register';
import { seedActivity, seedTeam, TEAM_PLAY } from './team';
import { rebateIncome } from './team-figures';

export const DEFAULT_SEED = 20240601;

/** Whitelabel switches (docs/api-contract.md); most on, social logins off. */
export const DEFAULT_SWITCHES: Readonly<Record<string, boolean>> = {
  DIRECTREG3: true,
  CHNGPASSVERIF3: true,
  MOBILEVERCODELOGIN3: true,
  FACEBOOKLOGIN3: false,
  GOOGLELOGIN3: false,
  AGETRANSFERUP3: true,
  DEPRECM3: true,
  WITHREC3: true,
  TRANSREC3: true,
  TRANSBETREPMEM3: true,
  PERSREP: true,
  REWCEN3: true,
  MANPLAYREB3: true,
  PLYRBT: true,
  INBOX3: true,
  FEEDBACK3: true,
  PROFPIC3: true,
  // Sim-chosen names for gates the platform does not name (docs/product.md, Whitelabel switches).
  MOBILEREG3: true,
  MEMCLUB3: true,
  MISSION3: true,
  REFERRAL3: true,
  DIVIDEND3: true,
};

export const DEFAULT_MENU: Readonly<Record<string, boolean>> = {
  teamOverview: true,
  transactionRecord: true,
  teamManagement: true,
  redRain: true,
  teamPnl: true,
  teamBetting: true,
  agentRebate: true,
  teamRebate: true,
  securityCenter: true,
  mail: true,
  dividend: true,
};

/** Hashed once per process (scrypt is slow), like the login passwords. */
const paymentHashes = new Map<string, PasswordHash>();

function paymentHash(password: string): PasswordHash {
  let hash = paymentHashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    paymentHashes.set(password, hash);
  }
  return hash;
}

/**
 * How each seeded account played (its bets come from its own random stream, so nothing else reshuffles).
 * demo02 never played (the empty states); accounts without deposits still bet a little over 60 days.
 */
const PLAY: Readonly<Record<string, Omit<PlayPlan, 'rng' | 'pool'>>> = {
  demo01: { perGap: [2, 6], openLottery: true },
  agent01: { perGap: [3, 7], openLottery: true },
  agent02: { perGap: [1, 3], anchorDays: 4, extraLoss: 150_000 },
  member04: { perGap: [1, 2], anchorDays: 8, extraLoss: 30_000 },
  blocked01: { perGap: [1, 2], anchorDays: 12, extraLoss: 10_000 },
};

/**
 * agent01's weekly commission over the last 8 weeks and a few transfers its team sent up. Commission is
 * paid on Mondays: what the team rebate income report shows for the Monday-to-Sunday week before (the
 * team's orders are seeded first, so the report and the credits agree).
 */
function seedAgentCredits(rng: Rng, now: number, agent: Account, accounts: Map<string, Account>): SeededCredit[] {
  const credits: SeededCredit[] = [];
  const today = dayNumber(now);
  // Day 0 (1970-01-01) was a Thursday: Monday is 4 days later in each week.
  const monday = today - ((((today - 4) % 7) + 7) % 7);
  const team = teamOf({ accounts }, agent.username);
  for (let week = 7; week >= 0; week -= 1) {
    const payDay = monday - week * 7;
    const at = payDay * DAY_MS + rng.int(1, 6) * 3_600_000;
    const income = rebateIncome({ accounts }, agent, team, payDay - 7, payDay - 1).reduce(
      (sum, row) => sum + row.income,
      0,
    );
    if (at > now || income === 0) continue;
    credits.push({
      at,
      type: 'COMMISSION',
      amount: income,
      orderNo: `C${compactDay(at)}${rng.chars(6, '0123456789')}`,
    });
  }
  for (let i = 0; i < 5; i += 1) {
    const at = now - rng.int(1, 58) * DAY_MS - rng.int(0, 23) * 3_600_000;
    credits.push({
      at,
      type: 'UPLINE_TRANSFER',
      amount: rng.pick([50, 100, 200, 500]) * 100,
      orderNo: `U${compactDay(at)}${rng.chars(8, '0123456789')}`,
    });
  }
  return credits;
}

/**
 * Cards, payment passwords, uplines and a still-locked bonus of the seeded accounts, then each account's
 * bets and ledger: a history that adds up to its seeded balance. Returns the next free ledger and card ids.
 */
function seedCashier(
  accounts: Map<string, Account>,
  now: number,
  seedNo: number,
  pool: GamePool,
  team: ReadonlySet<string>,
): { ledger: number; card: number } {
  let card = 1001;
  let ledger = 1;
  // agent01 last: its commission is computed from its team's orders.
  const last = (a: Account): number => (a.username === 'agent01' ? 1 : 0);
  for (const account of [...accounts.values()].sort((a, b) => last(a) - last(b))) {
    const seed = CASHIER_SEEDS[account.username];
    let bonus = null;
    if (seed) {
      if (seed.paymentPassword) account.paymentPassword = paymentHash(seed.paymentPassword);
      if (seed.payeeName) account.cashier.payeeName = seed.payeeName;
      if (seed.upline) account.upline = seed.upline;
      for (const c of seed.cards ?? []) {
        if (!bankByCode(c.bankCode) || !seed.payeeName)
          throw new Error(`seeded card of ${account.username} is not valid`);
        account.cashier.cards.push({
          id: String(card++),
          bankCode: c.bankCode,
          accountNo: c.accountNo,
          payeeName: seed.payeeName,
          createdAt: now - c.daysAgo * DAY_MS,
        });
      }
      if (seed.bonus) {
        bonus = { amount: parseMoney(seed.bonus.amount), at: now - seed.bonus.daysAgo * DAY_MS };
        account.cashier.turnover = {
          required: parseMoney(seed.bonus.required),
          done: parseMoney(seed.bonus.done),
          locked: bonus.amount,
        };
      }
    }
    const plan = PLAY[account.username] ?? (team.has(accountKey(account.username)) ? TEAM_PLAY : undefined);
    const credits =
      account.username === 'agent01'
        ? seedAgentCredits(createRng(seedNo, 'agent-credits'), now, account, accounts)
        : [];
    const history = seedLedger(
      account,
      now,
      () => ledger++,
      bonus,
      { perGap: [0, 0], ...plan, rng: createRng(seedNo, `orders:${account.username}`), pool },
      credits,
    );
    account.ledger = history.ledger;
    account.orders = history.orders;
  }
  return { ledger, card };
}

/**
 * The core state for `seed` at time `now` (accounts with their money, teams and bets; switches, modes …);
 * the same inputs give the same state. src/state.ts adds every feature's part.
 */
export function seedCore(seed: number, now: number, catalogue: Catalogue): CoreState {
  const accounts = seedAccounts(now);
  const byName = new Map(accounts.map((a) => [accountKey(a.username), a]));

  const records = createRng(seed, 'records');
  const demo = byName.get('demo01');
  const agent = byName.get('agent01');
  if (demo) {
    demo.deposits = withOrders(seedDeposits(records, now, 42));
    demo.withdrawals = seedWithdrawals(records, now, 27);
  }
  if (agent) {
    agent.deposits = withOrders(seedDeposits(records, now, 30));
    agent.withdrawals = seedWithdrawals(records, now, 18);
  }

  // The generated team below agent01 and agent02 (demo01, agent02 and member04 get their upline in seedCashier).
  const team = seedTeam(createRng(seed, 'team'), now, byName);
  const nextIds = seedCashier(byName, now, seed, gamePool(catalogue), new Set(team));
  const activity = createRng(seed, 'team-activity');
  team.forEach((key, index) => {
    const account = byName.get(key);
    if (account) seedActivity(activity, now, account, index);
  });
  return {
    seededAt: now,
    accounts: byName,
    sessions: new Map(),
    loginFailures: new Map(),
    captchaRequired: new Set(),
    captcha: null,
    smsCodes: new Map(),
    mail: new Map(),
    affiliateCodes: new Set([
      ...accounts.filter((a) => isAgentType(a.type)).map((a) => String(a.id)),
      ...EXTRA_AFFILIATE_CODES,
    ]),
    modes: {
      maintenance: false,
      regionRestriction: false,
      maintenanceMessage: 'System upgrading, please try again later',
    },
    faults: [],
    switches: { ...DEFAULT_SWITCHES },
    menu: { ...DEFAULT_MENU },
    idempotency: new Map(),
    rebateClaims: new Map(),
    nextIds: {
      account: 200001,
      // The announcements, inbox and feedback features number their seeded items and set these.
      announcement: 1,
      fault: 1,
      ledger: nextIds.ledger,
      card: nextIds.card,
      inboxMessage: 1,
      feedback: 1,
    },
    rng: createRng(seed, 'runtime'),
    affiliateLinks: { nextId: 1, list: [] },
  };
}
