import {
  feeOf,
  formatBasisPoints,
  maskAccountNo,
  newOrderNo,
  readAmount,
  requireRealSession,
} from '../../core/cashier';
import type { Ctx } from '../../core/context';
import { ok } from '../../core/envelope';
import { invalid, SimError } from '../../core/errors';
import { canonicalJson, exactlyOnce } from '../../core/idempotency';
import { lockedAmount, post, sumBalance, withdrawable } from '../../core/ledger';
import { formatCents, type Cents } from '../../core/money';
import { jsonBody } from '../../core/params';
import type { Routes } from '../../core/router';
import type { Account, WithdrawRecord } from '../../core/state';
import { bankByCode, WITHDRAW_BANKS } from '../../data/banks';
import { dayNumber } from '../../core/dates';
import { checkPaymentPassword, lockedUntil } from '../../data/payment-password';
import type { State } from './state';
import { registerWithdrawAdmin } from './admin';

function banks(ctx: Ctx<State>): Response {
  requireRealSession(ctx);
  return ok({ banks: WITHDRAW_BANKS.map((b) => ({ ...b })) });
}

/** Today's (UTC day) withdrawals that count towards the daily limits: all but the rejected ones. */
export function usedToday(account: Account, now: number): { count: number; amount: Cents } {
  const today = dayNumber(now);
  let count = 0;
  let amount = 0;
  for (const w of account.withdrawals) {
    if (w.status === 'REJECTED' || dayNumber(w.createdAt) !== today) continue;
    count += 1;
    amount += w.amount;
  }
  return { count, amount };
}

function info(ctx: Ctx<State>): Response {
  const { account } = requireRealSession(ctx);
  const now = ctx.sim.now();
  const limits = ctx.state.withdrawLimits;
  const { required, done } = account.cashier.turnover;
  const used = usedToday(account, now);
  return ok({
    sumBalance: formatCents(sumBalance(account)),
    withdrawable: formatCents(withdrawable(account)),
    turnoverRequired: formatCents(required),
    turnoverDone: formatCents(done),
    turnoverRemaining: formatCents(required > done ? required - done : 0),
    lockedAmount: formatCents(lockedAmount(account)),
    min: formatCents(limits.min),
    max: formatCents(limits.max),
    feePercent: formatBasisPoints(limits.feeBasisPoints),
    dailyCount: { used: used.count, limit: limits.dailyCount },
    dailyAmount: { used: formatCents(used.amount), limit: formatCents(limits.dailyAmount) },
    hasPaymentPassword: account.paymentPassword !== null,
    cards: account.cashier.cards.length,
    lockedUntil: lockedUntil(account, now),
  });
}

/** The amount and daily rules, checked before the password and again right before the money moves. */
function checkAmount(state: State, account: Account, now: number, amount: Cents, tooPrecise: boolean): void {
  const limits = state.withdrawLimits;
  const reason = tooPrecise
    ? 'decimals'
    : amount < limits.min
      ? 'min'
      : amount > limits.max
        ? 'max'
        : amount > withdrawable(account)
          ? 'withdrawable'
          : null;
  if (reason) throw new SimError('withdraw.amount', { value: { reason } });
  const used = usedToday(account, now);
  if (used.count + 1 > limits.dailyCount) throw new SimError('withdraw.daily', { value: { reason: 'count' } });
  if (used.amount + amount > limits.dailyAmount) throw new SimError('withdraw.daily', { value: { reason: 'amount' } });
}

async function placeWithdrawal(ctx: Ctx<State>, account: Account, body: Record<string, unknown>): Promise<Response> {
  if (!account.withdrawAllowed) throw new SimError('withdraw.not.allowed');
  const card = account.cashier.cards.find((c) => c.id === body.cardId);
  if (!card) throw invalid('cardId must be one of the bound cards');
  const { cents: amount, tooPrecise } = readAmount(body.amount);
  if (!account.paymentPassword) throw new SimError('payment.password.missing');
  const until = lockedUntil(account, ctx.sim.now());
  if (until !== null) throw new SimError('payment.password.locked', { value: { lockedUntil: until } });
  checkAmount(ctx.state, account, ctx.sim.now(), amount, tooPrecise);
  await checkPaymentPassword(ctx, account, body.paymentPassword);

  const now = ctx.sim.now();
  checkAmount(ctx.state, account, now, amount, tooPrecise);
  const fee = feeOf(amount, ctx.state.withdrawLimits.feeBasisPoints);
  const record: WithdrawRecord = {
    orderNo: newOrderNo(ctx.state, 'W', now),
    amount,
    status: 'PENDING',
    createdAt: now,
    bankName: bankByCode(card.bankCode)?.name ?? card.bankCode,
    fee,
    cardId: card.id,
    accountNo: maskAccountNo(card.accountNo),
  };
  account.withdrawals.push(record);
  post(ctx.state, account, now, { type: 'WITHDRAW_HOLD', amount: -amount, orderNo: record.orderNo });
  return ok({
    orderNo: record.orderNo,
    status: record.status,
    amount: formatCents(amount),
    fee: formatCents(fee),
    sumBalance: formatCents(sumBalance(account)),
  });
}

async function withdraw(ctx: Ctx<State>): Promise<Response> {
  const { account } = requireRealSession(ctx);
  const body = await jsonBody(ctx.request);
  return exactlyOnce(ctx, account, canonicalJson(body), () => placeWithdrawal(ctx, account, body));
}

/** Withdrawals (issue 16). */
export function registerWithdraw(router: Routes<State>): void {
  router.get('/wps/withdraw/banks', banks).get('/wps/withdraw/info', info).post('/wps/transaction/withdraw', withdraw);
  registerWithdrawAdmin(router);
}
