import { requireSession, type Authed } from './auth';
import type { Ctx } from './context';
import { invalid, SimError } from './errors';
import { mulDiv, mulDivUp, quotient, type Cents } from './money';
import { move } from './ledger';
import type { Account, CoreState, TransferKind } from './state';
import { compactDay } from './dates';

/** Every cashier call: a session (401 without) of a real account (`trial.only.real` for free play). */
export function requireRealSession(ctx: Ctx): Authed {
  const authed = requireSession(ctx);
  if (authed.account.trial) throw new SimError('trial.only.real');
  return authed;
}

export interface Amount {
  cents: Cents;
  /** More than two decimal places were sent (the cents are then cut off, never rounded). */
  tooPrecise: boolean;
  /** No fraction, or only zeros ("100.00" is a whole amount). */
  whole: boolean;
}

/** Plain decimals only: no sign, exponent, spaces or leading zeros; 15 digits before the point at most. */
const AMOUNT = /^(0|[1-9]\d{0,14})(?:\.(\d{1,20}))?$/;

/**
 * A money amount as the client sends it: a decimal string ("1000", "1000.5", "1000.50"). Anything that is
 * not such a string is `request.invalid`, and so is an amount past what integer cents in a `number` hold
 * exactly (90,071,992,547,409.91); how many decimals a call takes is the call's rule.
 */
export function readAmount(value: unknown, name = 'amount'): Amount {
  if (typeof value !== 'string') throw invalid(`${name} must be a decimal string`);
  const match = AMOUNT.exec(value);
  if (!match) throw invalid(`${name} must be a decimal string like "1000.00"`);
  const [, units = '0', fraction = ''] = match;
  const cents = Number(units) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) throw invalid(`${name} is too large`);
  return {
    cents,
    tooPrecise: fraction.length > 2,
    whole: /^0*$/.test(fraction),
  };
}

/** A percentage string with two places ("1.50") → hundredths of a percent (150). */
export function percentToBasisPoints(text: string): number {
  const match = /^(\d{1,3})\.(\d{2})$/.exec(text);
  if (!match) throw new Error(`not a percentage: ${text}`);
  return Number(match[1] as string) * 100 + Number(match[2] as string);
}

export const formatBasisPoints = (bp: number): string =>
  `${String(quotient(bp, 100))}.${String(bp % 100).padStart(2, '0')}`;

/** `amount × percent`, rounded up to the cent (a fee never rounds in the member's favour). */
export function feeOf(amount: Cents, basisPoints: number): Cents {
  return mulDivUp(amount, basisPoints, 10_000);
}

/** `amount × percent`, rounded down to the cent (a bonus never rounds in the member's favour either). */
export function shareOf(amount: Cents, basisPoints: number): Cents {
  return mulDiv(amount, basisPoints, 10_000);
}

/** Account numbers are shown with all but the last 4 digits starred. */
export const maskAccountNo = (accountNo: string): string =>
  `${'*'.repeat(Math.max(0, accountNo.length - 4))}${accountNo.slice(-4)}`;

/** Order numbers: a letter (D deposit, W withdrawal, T transfer, R rebate claim), the UTC day and 8 digits, unique on the platform. */
export function newOrderNo(state: CoreState, prefix: 'D' | 'W' | 'T' | 'R', now: number): string {
  const taken = (orderNo: string): boolean => {
    for (const account of state.accounts.values()) {
      if (account.deposits.some((d) => d.orderNo === orderNo) || account.withdrawals.some((w) => w.orderNo === orderNo))
        return true;
      if (account.cashier.transfers.some((t) => t.transferNo === orderNo)) return true;
      if (state.rebateClaims.get(account.username.toLowerCase())?.some((c) => c.claimNo === orderNo)) return true;
    }
    return false;
  };
  let orderNo: string;
  do orderNo = `${prefix}${compactDay(now)}${state.rng.chars(8, '0123456789')}`;
  while (taken(orderNo));
  return orderNo;
}

/** Moves money between two wallets of one account and keeps a transfer record. */
export function transferBetween(
  state: CoreState,
  account: Account,
  now: number,
  kind: TransferKind,
  from: string,
  to: string,
  amount: Cents,
  transferNo = newOrderNo(state, 'T', now),
): string {
  move(state, account, now, from, to, amount, transferNo);
  account.cashier.transfers.push({ transferNo, kind, from, to, amount, createdAt: now });
  return transferNo;
}
