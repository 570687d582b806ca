import type { Ctx } from '../../core/context';
import { fail, ok } from '../../core/envelope';
import { formatFailure, invalid, SimError } from '../../core/errors';
import { jsonBody } from '../../core/params';
import { requireRealSession } from '../../core/cashier';
import { isSmsCodeShape, SMS_CODE_LENGTH, SMS_EXPIRED_MINUTES, SMS_MAX_ATTEMPTS } from '../../core/sms';
import { accountKey, type Account } from '../../core/state';
import type { State } from './state';

/** The platform's e-mail shape (the client checks the same one). */
export const EMAIL_SHAPE = /^\w+(?:\.\w+)*@\w+(?:-\w+)*(?:\.[A-Za-z0-9]{2,3}){1,3}$/;
export const EMAIL_MAX = 100;

function text(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw invalid(`${name} must be a string`);
  return value.trim();
}

/** A valid e-mail not bound to this account or another one (compared without case). */
function checkEmail(ctx: Ctx<State>, account: Account, email: string): string {
  if (email === '') throw formatFailure('email', 'required');
  if (email.length > EMAIL_MAX) throw formatFailure('email', 'length');
  if (!EMAIL_SHAPE.test(email)) throw formatFailure('email', 'pattern');
  const lower = email.toLowerCase();
  if (account.email?.toLowerCase() === lower) throw new SimError('email.same');
  for (const other of ctx.state.accounts.values()) {
    if (other !== account && other.email?.toLowerCase() === lower) throw new SimError('email.exists');
  }
  return email;
}

/** Sends a code to the address to bind; it proves the member reads that mailbox (GET /__sim/mail shows it). */
async function sendCode(ctx: Ctx<State>): Promise<Response> {
  const { account } = requireRealSession(ctx);
  const email = checkEmail(ctx, account, text(await jsonBody(ctx.request), 'email'));
  const now = ctx.sim.now();
  const code = ctx.state.rng.chars(SMS_CODE_LENGTH, '0123456789');
  ctx.state.emailCodes.set(accountKey(account.username), {
    email,
    code,
    sentAt: now,
    expiresAt: now + SMS_EXPIRED_MINUTES * 60_000,
    attempts: 0,
  });
  ctx.state.mail.set(accountKey(account.username), {
    to: email,
    subject: 'Your verification code',
    body: `Your verification code is ${code}. It expires in ${SMS_EXPIRED_MINUTES} minutes.`,
    sentAt: now,
  });
  return ok({ expiredMinutes: SMS_EXPIRED_MINUTES });
}

/** Binds (or replaces) the account's e-mail with the code sent to that same address. */
async function bindEmail(ctx: Ctx<State>): Promise<Response> {
  const { account } = requireRealSession(ctx);
  const body = await jsonBody(ctx.request);
  const email = checkEmail(ctx, account, text(body, 'email'));
  const code = text(body, 'verificationCode');
  if (!isSmsCodeShape(code))
    throw formatFailure('verificationCode', code === '' ? 'required' : /^\d+$/.test(code) ? 'length' : 'pattern');
  const key = accountKey(account.username);
  const pending = ctx.state.emailCodes.get(key);
  // A code only binds the address it was sent to.
  if (!pending || pending.email.toLowerCase() !== email.toLowerCase()) return fail('verification.invalid');
  if (pending.expiresAt <= ctx.sim.now()) {
    ctx.state.emailCodes.delete(key);
    return fail('verification.expired');
  }
  if (pending.code !== code) {
    pending.attempts += 1;
    if (pending.attempts >= SMS_MAX_ATTEMPTS) ctx.state.emailCodes.delete(key);
    return fail('verification.invalid', { value: { attemptsLeft: Math.max(0, SMS_MAX_ATTEMPTS - pending.attempts) } });
  }
  ctx.state.emailCodes.delete(key);
  account.email = pending.email;
  return ok(null);
}

export const emailRoutes = { sendCode, bindEmail };
