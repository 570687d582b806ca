import { maskAccountNo, requireRealSession } from '../../core/cashier';
import type { Ctx } from '../../core/context';
import { fail, ok } from '../../core/envelope';
import { formatFailure, invalid } from '../../core/errors';
import { canonicalJson, exactlyOnce } from '../../core/idempotency';
import { jsonBody } from '../../core/params';
import type { Routes } from '../../core/router';
import { checkSms, isSmsCodeShape, maskMobile, sendSms, SMS_EXPIRED_MINUTES } from '../../core/sms';
import type { Account, BankCard } from '../../core/state';
import { hashPassword } from '../../crypto/password';
import { bankByCode } from '../../data/banks';
import { checkNewPaymentPassword, checkPaymentPassword, lockedUntil } from '../../data/payment-password';
import { bindPayeeName } from '../../data/payee-name';

/** Bank cards an account may bind. */
export const MAX_CARDS = 3;

export function cardView(card: BankCard): Record<string, unknown> {
  return {
    id: card.id,
    bankCode: card.bankCode,
    bankName: bankByCode(card.bankCode)?.name ?? card.bankCode,
    accountNo: maskAccountNo(card.accountNo),
    payeeName: card.payeeName,
    createdAt: card.createdAt,
  };
}

function cards(ctx: Ctx): Response {
  const { account } = requireRealSession(ctx);
  return ok({ cards: account.cashier.cards.map(cardView), max: MAX_CARDS, payeeName: account.cashier.payeeName });
}

function optionalText(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw invalid(`${name} must be a string`);
  return value;
}

function bindCard(ctx: Ctx, account: Account, body: Record<string, unknown>): Response {
  const bankCode = optionalText(body, 'bankCode');
  const bank = bankCode === undefined ? undefined : bankByCode(bankCode);
  if (!bank) throw invalid('bankCode must be one of GET /wps/withdraw/banks');
  const accountNo = optionalText(body, 'accountNo') ?? '';
  if (accountNo === '') throw formatFailure('accountNo', 'required');
  if (!/^\d+$/.test(accountNo)) throw formatFailure('accountNo', 'pattern');
  if (accountNo.length < bank.accountMin || accountNo.length > bank.accountMax)
    throw formatFailure('accountNo', 'length');
  // Checked here, bound below only once the card is (a refused card binds no name).
  const payeeName = bindPayeeName(account, optionalText(body, 'payeeName'));
  if (account.cashier.cards.length >= MAX_CARDS) return fail('card.limit');
  // One bank account belongs to one member of the platform.
  for (const other of ctx.state.accounts.values()) {
    if (other.cashier.cards.some((c) => c.bankCode === bank.code && c.accountNo === accountNo))
      return fail('card.exists');
  }
  const card: BankCard = {
    id: String(ctx.state.nextIds.card++),
    bankCode: bank.code,
    accountNo,
    payeeName,
    createdAt: ctx.sim.now(),
  };
  account.cashier.cards.push(card);
  account.cashier.payeeName = payeeName;
  return ok(cardView(card));
}

async function bind(ctx: Ctx): Promise<Response> {
  const { account } = requireRealSession(ctx);
  const body = await jsonBody(ctx.request);
  return exactlyOnce(ctx, account, canonicalJson(body), () => bindCard(ctx, account, body));
}

async function unbind(ctx: Ctx): Promise<Response> {
  const { account } = requireRealSession(ctx);
  const body = await jsonBody(ctx.request);
  if (!account.cashier.cards.some((c) => c.id === ctx.params.id)) throw invalid('no such card');
  await checkPaymentPassword(ctx, account, body.paymentPassword);
  account.cashier.cards = account.cashier.cards.filter((c) => c.id !== ctx.params.id);
  return ok(null);
}

function passwordState(ctx: Ctx): Response {
  const { account } = requireRealSession(ctx);
  return ok({ set: account.paymentPassword !== null, lockedUntil: lockedUntil(account, ctx.sim.now()) });
}

async function setPassword(ctx: Ctx): Promise<Response> {
  const { account } = requireRealSession(ctx);
  const body = await jsonBody(ctx.request);
  if (account.paymentPassword) return fail('payment.password.exists');
  account.paymentPassword = hashPassword(checkNewPaymentPassword(body, 'password'));
  return ok(null);
}

async function changePassword(ctx: Ctx): Promise<Response> {
  const { account } = requireRealSession(ctx);
  const body = await jsonBody(ctx.request);
  if (!account.paymentPassword) return fail('payment.password.missing');
  const password = checkNewPaymentPassword(body, 'newPassword');
  await checkPaymentPassword(ctx, account, body.oldPassword);
  if (password === body.oldPassword) return fail('modify.new.old.same');
  account.paymentPassword = hashPassword(password);
  return ok(null);
}

function sendResetCode(ctx: Ctx): Response {
  const { account } = requireRealSession(ctx);
  if (!account.mobileNum) return fail('feature.disabled', { value: { feature: 'payment.password.sms' } });
  sendSms(ctx.state, ctx.sim.now(), 'payment', account.mobileNum);
  return ok({ expiredMinutes: SMS_EXPIRED_MINUTES, mobileMasked: maskMobile(account.mobileNum) });
}

/** A forgotten payment password: a new one by the SMS code sent to the account's mobile; clears the lock. */
async function resetPassword(ctx: Ctx): Promise<Response> {
  const { account } = requireRealSession(ctx);
  const body = await jsonBody(ctx.request);
  const code = optionalText(body, 'verificationCode') ?? '';
  if (!isSmsCodeShape(code))
    throw formatFailure('verificationCode', code === '' ? 'required' : /^\d+$/.test(code) ? 'length' : 'pattern');
  const password = checkNewPaymentPassword(body, 'newPassword');
  if (!account.mobileNum || !checkSms(ctx.state, ctx.sim.now(), 'payment', account.mobileNum, code))
    return fail('verification.invalid');
  account.paymentPassword = hashPassword(password);
  account.cashier.passwordFailures = 0;
  account.cashier.lockedUntil = null;
  return ok(null);
}

/** Bank cards and the payment password (issue 16). */
export function registerSecurity(router: Routes): void {
  router
    .get('/wps/security/bank-cards', cards)
    .post('/wps/security/bank-cards', bind)
    .delete('/wps/security/bank-cards/:id', unbind)
    .get('/wps/security/payment-password', passwordState)
    .post('/wps/security/payment-password', setPassword)
    .put('/wps/security/payment-password', changePassword)
    .post('/wps/security/payment-password/reset', resetPassword)
    .post('/wps/verification/sms/payment-password', sendResetCode);
}
