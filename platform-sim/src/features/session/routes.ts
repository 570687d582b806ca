import { randomBytes } from 'node:crypto';
import { renderCaptcha } from '../../assets/captcha';
import { isAgentType, requireSession } from '../../app/auth';
import type { Ctx } from '../../app/context';
import { fail, ok } from '../../app/envelope';
import { invalid, SimError } from '../../app/errors';
import { parseMoney } from '../../app/money';
import { jsonBody } from '../../app/params';
import type { Router } from '../../app/router';
import { accountKey, type Account, type SimState } from '../../app/state';
import { decryptBody, DecryptError } from '../../crypto/hybrid';
import { getServerKey } from '../../crypto/keys';
import { verifyAgainstDummy, verifyPassword } from '../../crypto/password';
import { TRIAL_BALANCE, TRIAL_MERCHANT_CODE } from '../../data/accounts';

/** Consecutive failures after which a username needs a captcha. */
export const CAPTCHA_AFTER_FAILURES = 3;

export interface LoginPayload {
  username: string;
  password: string;
  captcha: string | null;
  type: 'username' | 'sms' | 'firebase';
  loginFrom: 'MEMBER' | 'AGENT';
}

export function parseLoginPayload(payload: unknown): LoginPayload {
  if (typeof payload !== 'object' || payload === null) throw invalid('login payload must be an object');
  const p = payload as Record<string, unknown>;
  const { username, password, captcha } = p;
  const type = p.type ?? 'username';
  const loginFrom = p.loginFrom ?? 'MEMBER';
  if (typeof username !== 'string' || username.trim() === '') throw invalid('username is required');
  if (typeof password !== 'string' || password === '') throw invalid('password is required');
  if (captcha !== undefined && captcha !== null && typeof captcha !== 'string') throw invalid('captcha must be a string');
  if (type !== 'username' && type !== 'sms' && type !== 'firebase') throw invalid('type must be username, sms or firebase');
  if (loginFrom !== 'MEMBER' && loginFrom !== 'AGENT') throw invalid('loginFrom must be MEMBER or AGENT');
  return { username: username.trim(), password, captcha: captcha ? captcha.trim() : null, type, loginFrom };
}

export function newToken(): string {
  return randomBytes(24).toString('base64url');
}

function openSession(ctx: Ctx, account: Account): string {
  const token = newToken();
  ctx.state.sessions.set(token, { token, account: accountKey(account.username), createdAt: ctx.sim.now() });
  return token;
}

const needsCaptcha = (state: SimState, key: string): boolean =>
  state.captchaRequired.has(key) || (state.loginFailures.get(key) ?? 0) >= CAPTCHA_AFTER_FAILURES;

/** Checks the credential; SMS logins present a mobile number and the code sent to it. */
async function authenticate(state: SimState, input: LoginPayload): Promise<Account | null> {
  if (input.type === 'sms') {
    const account = [...state.accounts.values()].find((a) => a.mobileNum !== null && a.mobileNum === input.username);
    const code = state.smsCodes.get(input.username);
    if (!account || code === undefined || code !== input.password) return null;
    state.smsCodes.delete(input.username);
    return account;
  }
  if (input.type === 'firebase') return null; // no phone-verification service in the sim
  const account = state.accounts.get(accountKey(input.username));
  if (!account?.password) return verifyAgainstDummy(input.password).then(() => null);
  return (await verifyPassword(input.password, account.password)) ? account : null;
}

async function login(ctx: Ctx): Promise<Response> {
  const key = await getServerKey();
  let payload: unknown;
  try {
    payload = await decryptBody(ctx.request.headers.get('encryption'), await ctx.request.text(), key);
  } catch (error) {
    if (error instanceof DecryptError) throw new SimError('request.decrypt');
    throw error;
  }
  const input = parseLoginPayload(payload);
  const { state } = ctx;
  const name = accountKey(input.username);

  if (needsCaptcha(state, name)) {
    const expected = state.captcha;
    state.captcha = null; // one attempt per captcha
    if (!input.captcha || expected === null || input.captcha !== expected) {
      return fail('login.captcha.required', { value: { captcha: true } });
    }
  }

  const account = await authenticate(state, input);
  if (!account) {
    const failures = (state.loginFailures.get(name) ?? 0) + 1;
    state.loginFailures.set(name, failures);
    return fail('login.failed', needsCaptcha(state, name) ? { value: { captcha: true } } : {});
  }
  if (account.disabled) return fail('user.disabled');
  if (input.loginFrom === 'MEMBER' && isAgentType(account.type)) return fail('login.non.member');
  if (input.loginFrom === 'AGENT' && !isAgentType(account.type)) return fail('login.non.agent');

  state.loginFailures.delete(name);
  state.captchaRequired.delete(name);
  const firstTimeLogin = account.firstTimeLogin;
  account.firstTimeLogin = false;
  return ok({ token: openSession(ctx, account), userName: account.username, customerType: account.type, firstTimeLogin });
}

function freePlay(ctx: Ctx): Response {
  const { state } = ctx;
  let username: string;
  do username = `TRIAL_${state.rng.chars(4, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789')}`;
  while (state.accounts.has(accountKey(username)));
  const account: Account = {
    id: state.nextIds.account++,
    username,
    password: null,
    type: 0,
    nickname: username,
    regDate: ctx.sim.now(),
    disabled: false,
    merchantCode: TRIAL_MERCHANT_CODE,
    balance: parseMoney(TRIAL_BALANCE),
    clubLabel: null,
    toUpline: false,
    withdrawAllowed: false,
    inboxUnread: 0,
    firstTimeLogin: false,
    mobileNum: null,
    trial: true,
    withdrawals: [],
    deposits: [],
    downline: [],
  };
  state.accounts.set(accountKey(username), account);
  return ok({ token: openSession(ctx, account), userName: username, customerType: 0, merchantCode: TRIAL_MERCHANT_CODE });
}

function logout(ctx: Ctx): Response {
  const { session } = requireSession(ctx);
  ctx.state.sessions.delete(session.token);
  return ok(null);
}

function captcha(ctx: Ctx): Response {
  const { state } = ctx;
  const code = state.rng.chars(4, '0123456789');
  state.captcha = code;
  return ok({ image: renderCaptcha(code, state.rng).toString('base64') });
}

/** Sends (stores) an SMS login code; answers the same whether or not the number is known. */
async function smsCode(ctx: Ctx): Promise<Response> {
  const { mobileNum } = await jsonBody(ctx.request);
  if (typeof mobileNum !== 'string' || !/^\+?\d{6,20}$/.test(mobileNum)) throw invalid('mobileNum must be 6-20 digits');
  const known = [...ctx.state.accounts.values()].some((a) => a.mobileNum === mobileNum && !a.disabled);
  if (known) ctx.state.smsCodes.set(mobileNum, ctx.state.rng.chars(6, '0123456789'));
  return ok({ expiredMinutes: 5 });
}

async function sessionKey(): Promise<Response> {
  const { kid, alg, spki } = await getServerKey();
  return ok({ kid, alg, spki });
}

export function registerSession(router: Router): void {
  router
    .get('/wps/session/key', sessionKey)
    .post('/wps/session/login', login)
    .post('/wps/session/login/freeplay', freePlay)
    .delete('/wps/session/logout', logout)
    .get('/wps/captcha', captcha)
    .post('/wps/verification/sms/noLogin', smsCode);
}
