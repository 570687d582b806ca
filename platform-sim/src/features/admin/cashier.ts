import type { Ctx } from '../../core/context';
import { ok } from '../../core/envelope';
import { invalid, SimError } from '../../core/errors';
import { post } from '../../core/ledger';
import { formatCents } from '../../core/money';
import { jsonBody, onlyKeys, optionalMoney } from '../../core/params';
import type { Routes } from '../../core/router';
import { accountKey, type Account, type DepositRecord, type WithdrawRecord } from '../../core/state';
import { withdrawalView } from '../../data/cashier';
import { credit, findOrder, orderOf, orderView, refresh } from '../../data/deposit-orders';

/** The cashier's admin calls (docs/api-contract.md "Admin calls for the cashier"). */

function accountOf(ctx: Ctx, username: unknown): Account {
  if (typeof username !== 'string' || username.trim() === '') throw invalid('username is required');
  const account = ctx.sim.state.accounts.get(accountKey(username));
  if (!account) throw invalid('no such account');
  return account;
}

function findWithdrawal(ctx: Ctx): { account: Account; withdrawal: WithdrawRecord } {
  const orderNo = ctx.params.orderNo ?? '';
  for (const account of ctx.sim.state.accounts.values()) {
    const withdrawal = account.withdrawals.find((w) => w.orderNo === orderNo);
    if (withdrawal) return { account, withdrawal };
  }
  throw invalid('no such withdrawal');
}

function settleWithdrawal(ctx: Ctx, approve: boolean): Response {
  const { account, withdrawal } = findWithdrawal(ctx);
  if (withdrawal.status !== 'PENDING') throw invalid(`the withdrawal is ${withdrawal.status}, not PENDING`);
  withdrawal.status = approve ? 'SUCCESS' : 'REJECTED';
  // Approval pays the held amount out to the bank: nothing changes in the wallets any more.
  if (!approve)
    post(ctx.sim.state, account, ctx.sim.now(), {
      type: 'WITHDRAW_REFUND',
      amount: withdrawal.amount,
      orderNo: withdrawal.orderNo,
    });
  return ok(withdrawalView(withdrawal));
}

function turnoverView(account: Account): Record<string, string> {
  const { required, done, locked } = account.cashier.turnover;
  return {
    required: formatCents(required),
    done: formatCents(done),
    remaining: formatCents(required > done ? required - done : 0),
    locked: formatCents(locked),
  };
}

/** `{ username, required, done, locked? }`: locked (default: as it was) stays out of withdrawable while done < required. */
async function setTurnover(ctx: Ctx): Promise<Response> {
  const body = await jsonBody(ctx.request);
  onlyKeys(body, ['username', 'required', 'done', 'locked']);
  const account = accountOf(ctx, body.username);
  const required = optionalMoney(body, 'required');
  const done = optionalMoney(body, 'done');
  if (required === undefined || done === undefined) throw invalid('required and done are needed');
  account.cashier.turnover = {
    required,
    done,
    locked: optionalMoney(body, 'locked') ?? account.cashier.turnover.locked,
  };
  return ok(turnoverView(account));
}

function depositOrder(ctx: Ctx): { account: Account; record: DepositRecord } {
  const found = findOrder(ctx.sim.state, ctx.params.orderNo ?? '');
  if (!found) throw invalid('no such deposit order');
  refresh(found.record, ctx.sim.now());
  return found;
}

/** Approve: AWAITING_PAYMENT or PENDING → SUCCESS (credited); reject: → REJECTED. Other states: deposit.state. */
function settleDeposit(ctx: Ctx, approve: boolean): Response {
  const { account, record } = depositOrder(ctx);
  if (record.status !== 'PENDING' && record.status !== 'AWAITING_PAYMENT')
    throw new SimError('deposit.state', { value: { status: record.status } });
  if (approve) credit(ctx.sim.state, account, record, ctx.sim.now());
  else record.status = 'REJECTED';
  return ok(orderView(record));
}

/** What the gateway reports for an order still awaiting payment: paid (SUCCESS) or failed (REJECTED). */
async function gatewayResult(ctx: Ctx): Promise<Response> {
  const body = await jsonBody(ctx.request);
  onlyKeys(body, ['result']);
  if (body.result !== 'paid' && body.result !== 'failed') throw invalid('result must be paid or failed');
  const { account, record } = depositOrder(ctx);
  if (orderOf(record).kind !== 'GATEWAY') throw invalid('not a gateway order');
  if (record.status !== 'AWAITING_PAYMENT') throw new SimError('deposit.state', { value: { status: record.status } });
  if (body.result === 'paid') credit(ctx.sim.state, account, record, ctx.sim.now());
  else record.status = 'REJECTED';
  return ok(orderView(record));
}

/** Every order of an account, newest first. */
function orders(ctx: Ctx): Response {
  const account = accountOf(ctx, ctx.query.get('username'));
  const newest = <T extends { createdAt: number }>(list: readonly T[]): T[] =>
    [...list].sort((a, b) => b.createdAt - a.createdAt);
  return ok({
    deposits: newest(account.deposits).map((d) => orderView(refresh(d, ctx.sim.now()))),
    withdrawals: newest(account.withdrawals).map(withdrawalView),
    transfers: newest(account.cashier.transfers).map((t) => ({ ...t, amount: formatCents(t.amount) })),
  });
}

export function registerCashierAdmin(router: Routes): void {
  router
    .post('/__sim/deposits/:orderNo/approve', (ctx) => settleDeposit(ctx, true))
    .post('/__sim/deposits/:orderNo/reject', (ctx) => settleDeposit(ctx, false))
    .post('/__sim/gateway/:orderNo', gatewayResult)
    .post('/__sim/withdrawals/:orderNo/approve', (ctx) => settleWithdrawal(ctx, true))
    .post('/__sim/withdrawals/:orderNo/reject', (ctx) => settleWithdrawal(ctx, false))
    .post('/__sim/turnover', setTurnover)
    .get('/__sim/orders', orders);
}
