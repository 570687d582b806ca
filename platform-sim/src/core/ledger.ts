import { safeInteger, type Cents } from './money';
import { CENTRE, type Account, type CashierProfile, type LedgerEntry, type LedgerType, type CoreState } from './state';

/**
 * Every change of an account's money goes through here: it moves one wallet and appends a ledger entry,
 * so the ledger always adds up to the balances (per wallet, and in total to sumBalance).
 */

/** Centre wallet + every vendor wallet. */
export function sumBalance(account: Account): Cents {
  let sum = account.balance;
  for (const cents of Object.values(account.wallets)) sum = safeInteger(sum + cents, 'sumBalance');
  return sum;
}

export const hasWallet = (account: Account, wallet: string): boolean =>
  wallet === CENTRE || Object.hasOwn(account.wallets, wallet);

export function walletBalance(account: Account, wallet: string): Cents {
  if (wallet === CENTRE) return account.balance;
  const cents = account.wallets[wallet];
  if (cents === undefined) throw new Error(`${account.username} has no ${wallet} wallet`);
  return cents;
}

function setWallet(account: Account, wallet: string, cents: Cents): void {
  if (wallet === CENTRE) account.balance = cents;
  else account.wallets[wallet] = cents;
}

export interface Movement {
  type: LedgerType;
  /** Signed: what the entry does to its wallet. */
  amount: Cents;
  wallet?: string;
  orderNo?: string;
}

/**
 * Applies one movement and records it. A wallet never goes below zero: callers check first, so a
 * negative result is a bug in the sim, not a business failure.
 */
export function post(state: CoreState, account: Account, now: number, movement: Movement): LedgerEntry {
  const wallet = movement.wallet ?? CENTRE;
  const after = safeInteger(walletBalance(account, wallet) + movement.amount, `${account.username}'s ${wallet} wallet`);
  if (after < 0) throw new Error(`${movement.type} would leave ${account.username}'s ${wallet} wallet negative`);
  setWallet(account, wallet, after);
  const entry: LedgerEntry = {
    id: state.nextIds.ledger++,
    type: movement.type,
    amount: movement.amount,
    balanceAfter: sumBalance(account),
    ...(movement.orderNo === undefined ? {} : { orderNo: movement.orderNo }),
    wallet,
    createdAt: now,
  };
  account.ledger.push(entry);
  return entry;
}

/** Moves money between two wallets of one account (the total stays the same). */
export function move(
  state: CoreState,
  account: Account,
  now: number,
  from: string,
  to: string,
  amount: Cents,
  orderNo: string,
): void {
  post(state, account, now, { type: 'TRANSFER_OUT', amount: -amount, wallet: from, orderNo });
  post(state, account, now, { type: 'TRANSFER_IN', amount, wallet: to, orderNo });
}

/** Sets the centre wallet (or a vendor's) to `target`, recording the difference as an ADJUSTMENT. */
export function adjustTo(
  state: CoreState,
  account: Account,
  now: number,
  target: Cents,
  wallet: string = CENTRE,
): void {
  const change = target - walletBalance(account, wallet);
  if (change !== 0) post(state, account, now, { type: 'ADJUSTMENT', amount: change, wallet });
}

/** Vendor wallets at zero for every vendor that keeps one. */
export const emptyWallets = (vendors: readonly string[]): Record<string, Cents> =>
  Object.fromEntries(vendors.map((v) => [v, 0]));

export function newCashierProfile(payeeName: string | null = null): CashierProfile {
  return {
    autoTransfer: true,
    cards: [],
    payeeName,
    passwordFailures: 0,
    lockedUntil: null,
    turnover: { required: 0, done: 0, locked: 0 },
    transfers: [],
  };
}

/** Bets played count towards the turnover; once it is met, the bonus money is free and the counters clear. */
export function addTurnover(account: Account, stake: Cents): void {
  const turnover = account.cashier.turnover;
  if (turnover.required <= 0) return;
  turnover.done += stake;
  if (turnover.done >= turnover.required) account.cashier.turnover = { required: 0, done: 0, locked: 0 };
}

/** A bonus of `bonus` to be played `multiple` times before it can be withdrawn. */
export function lockBonus(account: Account, bonus: Cents, multiple: number): void {
  if (bonus <= 0 || multiple <= 0) return;
  const turnover = account.cashier.turnover;
  turnover.required = safeInteger(turnover.required + bonus * multiple);
  turnover.locked += bonus;
}

/** The part of the centre wallet unmet turnover keeps from being withdrawn (or sent to the upline). */
export function lockedAmount(account: Account): Cents {
  const { required, done, locked } = account.cashier.turnover;
  return done < required ? locked : 0;
}

export function withdrawable(account: Account): Cents {
  const free = account.balance - lockedAmount(account);
  return free > 0 ? free : 0;
}
