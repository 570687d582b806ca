import { mulDiv, quotient, type Cents } from '../core/money';
import { CENTRE, type Account, type BetOrder, type LedgerEntry, type LedgerType } from '../core/state';
import { DAY_MS } from '../core/dates';
import {
  seedBalancingOrder,
  seedLotteryOrder,
  seedRandomOrder,
  type DraftOrder,
  type GamePool,
  type OrderSlot,
} from './orders';
import type { Rng } from '../core/prng';

interface Event {
  at: number;
  /** null: a point in time to bet after, moving no money itself. */
  type: LedgerType | null;
  amount: Cents;
  orderNo?: string;
}

const HOUR_MS = 3_600_000;

export interface SeededBonus {
  amount: Cents;
  at: number;
}

/** How an account played: the bets between its money events come from `rng` and the games of `pool`. */
export interface PlayPlan {
  rng: Rng;
  pool: GamePool;
  /** Bets in each gap between two money events (inclusive range). */
  perGap: readonly [number, number];
  /** For accounts with few money events: extra gaps every this many days over the last 60. */
  anchorDays?: number;
  /** Lost at play on top of what the records need (so accounts without deposits still play). */
  extraLoss?: Cents;
  /** Among the latest bets, a lottery order whose draw is still open (its picks can be cancelled). */
  openLottery?: boolean;
}

export interface SeededHistory {
  ledger: LedgerEntry[];
  /** Newest first. */
  orders: BetOrder[];
}

/** Gaps shorter than this get no bets of their own (their share moves on to the next gap). */
const MIN_GAP_MS = 10 * 60_000;

/**
 * Bets between `from` and `to` that lose exactly `loss` from `balance` without going below zero on the way:
 * random bets, then one that balances the run. Null when no run fits (then the caller tries a shorter one).
 */
function playRun(
  plan: PlayPlan,
  used: Set<string>,
  from: number,
  to: number,
  now: number,
  balance: Cents,
  loss: Cents,
  open: boolean,
  count: number,
): DraftOrder[] | null {
  const span = Math.floor((to - from) / (count + 1));
  const slot = (k: number): OrderSlot => ({ at: from + (k + 1) * span, span, now });
  const scale = quotient(loss + 5000, count);
  const drafts: DraftOrder[] = [];
  let available = balance;
  let net = 0;
  for (let k = 0; k < count - 1; k += 1) {
    const draft =
      open && k === 0
        ? seedLotteryOrder(plan.rng, plan.pool, slot(k), used, available, true)
        : seedRandomOrder(plan.rng, plan.pool, slot(k), used, scale, available);
    if (!draft) continue;
    drafts.push(draft);
    available += draft.net;
    net += draft.net;
  }
  if (loss === 0 && net === 0 && drafts.length > 0) return drafts;
  const last = seedBalancingOrder(plan.rng, plan.pool, slot(count - 1), used, scale, available, loss, net);
  if (!last) return null;
  drafts.push(last);
  return drafts;
}

/**
 * A history for a seeded account that adds up to the balance it was seeded with: its successful
 * deposits, its withdrawals (held when asked for, given back when rejected), an optional bonus, an
 * opening ADJUSTMENT (the balance brought forward from before the records) and the play in between
 * (net BET entries: deposits are mostly played away). The balance never dips below zero on the way.
 * All of it sits in the centre wallet; no randomness, so the other seeded streams stay as they were.
 */
/** Money that came in from outside the records (an agent's commission, transfers from the team). */
export interface SeededCredit {
  at: number;
  type: 'COMMISSION' | 'UPLINE_TRANSFER';
  amount: Cents;
  orderNo: string;
}

export function seedLedger(
  account: Account,
  now: number,
  nextId: () => number,
  bonus: SeededBonus | null,
  play: PlayPlan,
  credits: readonly SeededCredit[] = [],
): SeededHistory {
  const events: Event[] = [];
  for (const d of account.deposits) {
    if (d.status === 'SUCCESS') events.push({ at: d.createdAt, type: 'DEPOSIT', amount: d.amount, orderNo: d.orderNo });
    if (d.status === 'SUCCESS' && d.order && d.order.bonus > 0)
      events.push({ at: d.createdAt, type: 'BONUS', amount: d.order.bonus, orderNo: d.orderNo });
  }
  for (const w of account.withdrawals) {
    events.push({ at: w.createdAt, type: 'WITHDRAW_HOLD', amount: -w.amount, orderNo: w.orderNo });
    // The platform answers a withdrawal within hours; a very recent one is answered halfway to now.
    if (w.status === 'REJECTED')
      events.push({
        at: w.createdAt + Math.min(2 * HOUR_MS, Math.floor((now - w.createdAt) / 2)),
        type: 'WITHDRAW_REFUND',
        amount: w.amount,
        orderNo: w.orderNo,
      });
  }
  if (bonus) events.push({ at: bonus.at, type: 'BONUS', amount: bonus.amount });
  for (const credit of credits) events.push({ ...credit });
  if (play.anchorDays) {
    for (let back = 60; back >= 1; back -= play.anchorDays)
      events.push({ at: now - back * DAY_MS + play.rng.int(6, 20) * HOUR_MS, type: null, amount: 0 });
  }
  events.sort((a, b) => a.at - b.at);

  // Running balance without play, from an opening balance that keeps it from going below zero.
  const running: Cents[] = [];
  let balance = 0;
  let lowest = 0;
  for (const event of events) {
    balance += event.amount;
    running.push(balance);
    if (balance < lowest) lowest = balance;
  }
  let opening = -lowest;
  const target = account.balance;
  if (opening + balance < target) opening = target - balance;
  opening += play.extraLoss ?? 0;
  const loss = opening + balance - target;

  // Play losses spread evenly over the history, each no more than the balance can carry until the end.
  const suffixMin: Cents[] = new Array<Cents>(events.length);
  let min = opening + balance;
  for (let i = events.length - 1; i >= 0; i -= 1) {
    const value = opening + (running[i] as Cents);
    if (value < min) min = value;
    suffixMin[i] = min;
  }

  const entries: LedgerEntry[] = [];
  let sum = 0;
  const add = (at: number, type: LedgerType, amount: Cents, orderNo?: string): void => {
    sum += amount;
    entries.push({
      id: nextId(),
      type,
      amount,
      balanceAfter: sum,
      ...(orderNo === undefined ? {} : { orderNo }),
      wallet: CENTRE,
      createdAt: at,
    });
  };
  if (opening > 0) add(events.length > 0 ? (events[0] as Event).at - HOUR_MS : account.regDate, 'ADJUSTMENT', opening);
  let played = 0;
  const orders: BetOrder[] = [];
  const used = new Set<string>();
  events.forEach((event, i) => {
    if (event.type) add(event.at, event.type, event.amount, event.orderNo);
    const share = mulDiv(loss, i + 1, events.length);
    const cap = suffixMin[i] as Cents;
    const upTo = share < cap ? share : cap;
    const lastGap = i === events.length - 1;
    const next = lastGap ? now : (events[i + 1] as Event).at;
    if (!lastGap && next - event.at < MIN_GAP_MS) return;
    const gapLoss = upTo > played ? upTo - played : 0;
    const open = lastGap && play.openLottery === true;
    const count = play.rng.int(play.perGap[0], play.perGap[1]) + (open ? 1 : 0);
    // A run that does not fit (too little to stake) is retried shorter; a single bet always fits a loss.
    let run: DraftOrder[] | null = null;
    for (let n = Math.max(count, 1); n >= 1 && !run; n -= 1)
      run = playRun(play, used, event.at, next, now, sum, gapLoss, open && n > 1, n);
    if (!run) {
      if (gapLoss > 0) throw new Error(`no bets fit the play of ${account.username}`);
      return;
    }
    for (const draft of run) {
      for (const move of draft.moves) add(move.at, move.type, move.amount, draft.order.orderNo);
      orders.push(draft.order);
    }
    played += gapLoss;
  });
  if (sum !== target) throw new Error(`seeded ledger of ${account.username} adds up to ${sum}, not ${target}`);
  orders.sort((a, b) => b.createdAt - a.createdAt);
  return { ledger: entries, orders };
}
