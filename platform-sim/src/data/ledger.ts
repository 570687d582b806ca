import type { Cents } from '../app/money';
import { CENTRE, type Account, type LedgerEntry, type LedgerType } from '../app/state';

interface Event {
  at: number;
  type: LedgerType;
  amount: Cents;
  orderNo?: string;
}

const HOUR_MS = 3_600_000;

export interface SeededBonus {
  amount: Cents;
  at: number;
}

/**
 * A history for a seeded account that adds up to the balance it was seeded with: its successful
 * deposits, its withdrawals (held when asked for, given back when rejected), an optional bonus, an
 * opening ADJUSTMENT (the balance brought forward from before the records) and the play in between
 * (net BET entries: deposits are mostly played away). The balance never dips below zero on the way.
 * All of it sits in the centre wallet; no randomness, so the other seeded streams stay as they were.
 */
export function seedLedger(account: Account, now: number, nextId: () => number, bonus: SeededBonus | null = null): LedgerEntry[] {
  const events: Event[] = [];
  for (const d of account.deposits) {
    if (d.status === 'SUCCESS') events.push({ at: d.createdAt, type: 'DEPOSIT', amount: d.amount, orderNo: d.orderNo });
    if (d.status === 'SUCCESS' && d.order && d.order.bonus > 0n) events.push({ at: d.createdAt, type: 'BONUS', amount: d.order.bonus, orderNo: d.orderNo });
  }
  for (const w of account.withdrawals) {
    events.push({ at: w.createdAt, type: 'WITHDRAW_HOLD', amount: -w.amount, orderNo: w.orderNo });
    // The platform answers a withdrawal within hours; a very recent one is answered halfway to now.
    if (w.status === 'REJECTED') events.push({ at: w.createdAt + Math.min(2 * HOUR_MS, Math.floor((now - w.createdAt) / 2)), type: 'WITHDRAW_REFUND', amount: w.amount, orderNo: w.orderNo });
  }
  if (bonus) events.push({ at: bonus.at, type: 'BONUS', amount: bonus.amount });
  events.sort((a, b) => a.at - b.at);

  // Running balance without play, from an opening balance that keeps it from going below zero.
  const running: Cents[] = [];
  let balance = 0n;
  let lowest = 0n;
  for (const event of events) {
    balance += event.amount;
    running.push(balance);
    if (balance < lowest) lowest = balance;
  }
  let opening = -lowest;
  const target = account.balance;
  if (opening + balance < target) opening = target - balance;
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
  let sum = 0n;
  const add = (at: number, type: LedgerType, amount: Cents, orderNo?: string): void => {
    sum += amount;
    entries.push({ id: nextId(), type, amount, balanceAfter: sum, ...(orderNo === undefined ? {} : { orderNo }), wallet: CENTRE, createdAt: at });
  };
  if (opening > 0n) add(events.length > 0 ? (events[0] as Event).at - HOUR_MS : account.regDate, 'ADJUSTMENT', opening);
  let played = 0n;
  events.forEach((event, i) => {
    add(event.at, event.type, event.amount, event.orderNo);
    const share = (loss * BigInt(i + 1)) / BigInt(events.length);
    const cap = suffixMin[i] as Cents;
    const upTo = share < cap ? share : cap;
    if (upTo > played) {
      const next = i + 1 < events.length ? (events[i + 1] as Event).at : now;
      add(Math.floor((event.at + next) / 2), 'BET', -(upTo - played));
      played = upTo;
    }
  });
  if (sum !== target) throw new Error(`seeded ledger of ${account.username} adds up to ${sum}, not ${target}`);
  return entries;
}
