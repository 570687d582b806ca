import { randomBytes } from 'node:crypto';
import { decryptBody, DecryptError } from '../crypto/hybrid';
import { getServerKey } from '../crypto/keys';
import { isAgentType } from './auth';
import type { Ctx } from './context';
import { dayNumber } from './dates';
import { ok, fail } from './envelope';
import { SimError } from './errors';
import { accountKey, type Account, type CoreState } from './state';

/** Opening sessions: what the login, registration and password-reset calls share. */

export function newToken(): string {
  return randomBytes(24).toString('base64url');
}

/** Reads an encrypted body ("Encrypted bodies"); anything undecryptable → `request.decrypt`. */
export async function readEncrypted(ctx: Ctx): Promise<unknown> {
  const key = await getServerKey();
  try {
    return await decryptBody(ctx.request.headers.get('encryption'), await ctx.request.text(), key);
  } catch (error) {
    if (error instanceof DecryptError) throw new SimError('request.decrypt');
    throw error;
  }
}

export function openSession(ctx: Ctx, account: Account): string {
  const token = newToken();
  ctx.state.sessions.set(token, { token, account: accountKey(account.username), createdAt: ctx.sim.now() });
  return token;
}

export const findByMobile = (state: CoreState, mobileNum: string): Account | undefined =>
  [...state.accounts.values()].find((a) => a.mobileNum !== null && a.mobileNum === mobileNum);

/** After the credential checked out: disabled accounts and portal rules, then a new session. */
export function completeLogin(
  ctx: Ctx,
  account: Account,
  loginFrom: 'MEMBER' | 'AGENT',
  onSuccess?: () => void,
): Response {
  if (account.disabled) return fail('user.disabled');
  if (loginFrom === 'MEMBER' && isAgentType(account.type)) return fail('login.non.member');
  if (loginFrom === 'AGENT' && !isAgentType(account.type)) return fail('login.non.agent');
  onSuccess?.();
  // Login activity: what the team KPI counts and team management shows (last login, online).
  const now = ctx.sim.now();
  account.loginDays.add(dayNumber(now));
  account.lastLoginAt = now;
  account.online = true;
  const firstTimeLogin = account.firstTimeLogin;
  account.firstTimeLogin = false;
  return ok({
    token: openSession(ctx, account),
    userName: account.username,
    customerType: account.type,
    firstTimeLogin,
  });
}
