import { requireRealSession } from '../../core/cashier';
import type { Ctx } from '../../core/context';
import { fail, ok } from '../../core/envelope';
import { formatFailure, invalid, SimError } from '../../core/errors';
import { jsonBody } from '../../core/params';
import {
  checkSms,
  isSmsCodeShape,
  normalizeMobile,
  sendSms,
  SMS_EXPIRED_MINUTES,
  SMS_MAX_ATTEMPTS,
} from '../../core/sms';
import type { Account } from '../../core/state';
import type { State } from './state';

const MOBILE_SHAPE = /^\d{7,20}$/;

function text(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw invalid(`${name} must be a string`);
  return value.trim();
}

/** A national number (digits, spaces and dashes dropped) not bound to this account or another one. */
function checkMobile(ctx: Ctx<State>, account: Account, raw: string): string {
  const mobile = normalizeMobile(raw);
  if (mobile === '') throw formatFailure('mobileNum', 'required');
  if (!/^\d+$/.test(mobile)) throw formatFailure('mobileNum', 'pattern');
  if (!MOBILE_SHAPE.test(mobile)) throw formatFailure('mobileNum', 'length');
  if (account.mobileNum === mobile) throw new SimError('mobile.same');
  for (const other of ctx.state.accounts.values()) {
    if (other !== account && other.mobileNum === mobile) throw new SimError('mobile.exists');
  }
  return mobile;
}

/** Sends an SMS code (purpose `bind`) to the number to bind; GET /__sim/sms shows it. */
async function sendCode(ctx: Ctx<State>): Promise<Response> {
  const { account } = requireRealSession(ctx);
  const mobile = checkMobile(ctx, account, text(await jsonBody(ctx.request), 'mobileNum'));
  sendSms(ctx.state, ctx.sim.now(), 'bind', mobile);
  return ok({ expiredMinutes: SMS_EXPIRED_MINUTES });
}

/** Binds (or replaces) the account's mobile number with the code sent to that number. */
async function bindMobile(ctx: Ctx<State>): Promise<Response> {
  const { account } = requireRealSession(ctx);
  const body = await jsonBody(ctx.request);
  const mobile = checkMobile(ctx, account, text(body, 'mobileNum'));
  const code = text(body, 'verificationCode');
  if (!isSmsCodeShape(code))
    throw formatFailure('verificationCode', code === '' ? 'required' : /^\d+$/.test(code) ? 'length' : 'pattern');
  const pending = ctx.state.smsCodes.get(`bind:${mobile}`);
  const now = ctx.sim.now();
  if (pending && pending.expiresAt <= now) {
    ctx.state.smsCodes.delete(`bind:${mobile}`);
    return fail('verification.expired');
  }
  if (!checkSms(ctx.state, now, 'bind', mobile, code)) {
    const left = pending ? Math.max(0, SMS_MAX_ATTEMPTS - pending.attempts) : 0;
    return fail('verification.invalid', { value: { attemptsLeft: left } });
  }
  account.mobileNum = mobile;
  return ok(null);
}

export const mobileRoutes = { sendCode, bindMobile };
