import { requireSession } from '../../core/auth';
import { newOrderNo, readAmount, requireRealSession, transferBetween } from '../../core/cashier';
import type { Ctx } from '../../core/context';
import { fail, ok } from '../../core/envelope';
import { invalid, SimError } from '../../core/errors';
import { canonicalJson, exactlyOnce } from '../../core/idempotency';
import { post, sumBalance, walletBalance, withdrawable } from '../../core/ledger';
import { formatCents, type Cents } from '../../core/money';
import { jsonBody } from '../../core/params';
import type { Routes } from '../../core/router';
import { CENTRE, type Account, type CoreState } from '../../core/state';
import { checkPaymentPassword, lockedUntil } from '../../data/payment-password';
import type { Catalogue } from '../../core/catalogue';

/** Trial sessions read it too: their play money. */
function balance(ctx: Ctx): Response {
  const { account } = requireSession(ctx);
  return ok({ sumBalance: formatCents(sumBalance(account)) });
}

/**
 * The member's wallet at the merchant: the centre (main) wallet the merchant holds, as opposed to
 * `sumBalance`, which also counts money sitting in game-vendor wallets.
 */
function merchantWallet(ctx: Ctx): Response {
  const { account } = requireSession(ctx);
  return ok({ merchantCode: account.merchantCode, currency: 'MMK', centreBalance: formatCents(account.balance) });
}

const displayName = (catalogue: Catalogue, vendor: string): string =>
  catalogue.vendors.find((v) => v.vassalage === vendor)?.displayName ?? vendor;

/** A vendor wallet of the account by its code (any case); anything else is request.invalid. */
function vendorWallet(account: Account, code: unknown): string {
  const vendor =
    typeof code === 'string' ? Object.keys(account.wallets).find((v) => v === code.toUpperCase()) : undefined;
  if (!vendor) throw invalid('not a vendor with a wallet of its own (see GET /wps/wallet/vendors)');
  return vendor;
}

function vendors(ctx: Ctx): Response {
  const { account } = requireRealSession(ctx);
  return ok({
    vendors: Object.keys(account.wallets).map((vendor) => ({
      vendor,
      displayName: displayName(ctx.sim.catalogue, vendor),
    })),
    autoTransfer: account.cashier.autoTransfer,
  });
}

function vendorBalance(ctx: Ctx): Response {
  const { account } = requireRealSession(ctx);
  const vendor = vendorWallet(account, ctx.params.vendor);
  return ok({ vendor, balance: formatCents(walletBalance(account, vendor)) });
}

/** A transfer amount: more than two decimals, zero or less is request.invalid. */
function transferAmount(value: unknown): Cents {
  const { cents, tooPrecise } = readAmount(value);
  if (tooPrecise) throw invalid('amount has more than two decimals');
  if (cents <= 0) throw invalid('amount must be more than 0');
  return cents;
}

function transferOnce(ctx: Ctx, account: Account, body: Record<string, unknown>): Response {
  const { from, to } = body;
  if ((from === CENTRE) === (to === CENTRE)) throw invalid('exactly one of from and to must be CENTRE');
  const vendor = vendorWallet(account, from === CENTRE ? to : from);
  const source = from === CENTRE ? CENTRE : vendor;
  const amount = transferAmount(body.amount);
  if (amount > walletBalance(account, source)) return fail('wallet.insufficient');
  const transferNo = transferBetween(
    ctx.state,
    account,
    ctx.sim.now(),
    'TRANSFER',
    source,
    source === CENTRE ? vendor : CENTRE,
    amount,
  );
  return ok({
    transferNo,
    centreBalance: formatCents(account.balance),
    vendor,
    vendorBalance: formatCents(walletBalance(account, vendor)),
    sumBalance: formatCents(sumBalance(account)),
  });
}

async function transfer(ctx: Ctx): Promise<Response> {
  const { account } = requireRealSession(ctx);
  const body = await jsonBody(ctx.request);
  return exactlyOnce(ctx, account, canonicalJson(body), () => transferOnce(ctx, account, body));
}

/** Every vendor wallet back into the centre, under one transfer number. */
function recycleOnce(ctx: Ctx, account: Account): Response {
  const now = ctx.sim.now();
  let recycled = 0;
  let transferNo: string | null = null;
  for (const [vendor, cents] of Object.entries(account.wallets)) {
    if (cents <= 0) continue;
    transferNo ??= newOrderNo(ctx.state, 'T', now);
    transferBetween(ctx.state, account, now, 'RECYCLE', vendor, CENTRE, cents, transferNo);
    recycled += cents;
  }
  return ok({
    transferNo,
    recycled: formatCents(recycled),
    centreBalance: formatCents(account.balance),
    sumBalance: formatCents(sumBalance(account)),
  });
}

async function recycle(ctx: Ctx): Promise<Response> {
  const { account } = requireRealSession(ctx);
  const body = await jsonBody(ctx.request);
  return exactlyOnce(ctx, account, canonicalJson(body), () => recycleOnce(ctx, account));
}

async function autoTransfer(ctx: Ctx): Promise<Response> {
  const { account } = requireRealSession(ctx);
  const { enabled } = await jsonBody(ctx.request);
  if (typeof enabled !== 'boolean') throw invalid('enabled must be a boolean');
  account.cashier.autoTransfer = enabled;
  return ok({ autoTransfer: enabled });
}

/** Switch AGETRANSFERUP3, the member's toUpline flag, a type other than 2 (and an upline). */
function uplineOf(state: CoreState, account: Account): Account {
  const upline = account.upline === null ? undefined : state.accounts.get(account.upline);
  if (!state.switches.AGETRANSFERUP3 || !account.toUpline || account.type === 2 || !upline || upline.disabled) {
    throw new SimError('feature.disabled', { value: { feature: 'AGETRANSFERUP3' } });
  }
  return upline;
}

/** Money for the upline comes from the centre wallet, never from a bonus its turnover still locks. */
function checkUplineAmount(account: Account, amount: Cents): void {
  if (amount > withdrawable(account)) throw new SimError('wallet.insufficient');
}

async function uplineOnce(ctx: Ctx, account: Account, body: Record<string, unknown>): Promise<Response> {
  uplineOf(ctx.state, account);
  const amount = transferAmount(body.amount);
  if (!account.paymentPassword) throw new SimError('payment.password.missing');
  const until = lockedUntil(account, ctx.sim.now());
  if (until !== null) throw new SimError('payment.password.locked', { value: { lockedUntil: until } });
  checkUplineAmount(account, amount);
  await checkPaymentPassword(ctx, account, body.paymentPassword);

  const upline = uplineOf(ctx.state, account);
  checkUplineAmount(account, amount);
  const now = ctx.sim.now();
  const transferNo = newOrderNo(ctx.state, 'T', now);
  post(ctx.state, account, now, { type: 'UPLINE_TRANSFER', amount: -amount, orderNo: transferNo });
  post(ctx.state, upline, now, { type: 'UPLINE_TRANSFER', amount, orderNo: transferNo });
  account.cashier.transfers.push({
    transferNo,
    kind: 'UPLINE',
    from: CENTRE,
    to: upline.username,
    amount,
    createdAt: now,
  });
  upline.cashier.transfers.push({
    transferNo,
    kind: 'UPLINE',
    from: account.username,
    to: CENTRE,
    amount,
    createdAt: now,
  });
  return ok({ transferNo, centreBalance: formatCents(account.balance), sumBalance: formatCents(sumBalance(account)) });
}

async function uplineTransfer(ctx: Ctx): Promise<Response> {
  const { account } = requireRealSession(ctx);
  const body = await jsonBody(ctx.request);
  return exactlyOnce(ctx, account, canonicalJson(body), () => uplineOnce(ctx, account, body));
}

export function registerWallet(router: Routes): void {
  router
    .get('/wps/wallet/balance', balance)
    .get('/wps/wallet/merchant', merchantWallet)
    .get('/wps/wallet/vendors', vendors)
    .get('/wps/wallet/vendors/:vendor/balance', vendorBalance)
    .post('/wps/wallet/transfer', transfer)
    .post('/wps/wallet/recycle', recycle)
    .put('/wps/wallet/auto-transfer', autoTransfer)
    .post('/wps/wallet/transfer/upline', uplineTransfer);
}
