import { renderCaptcha } from '../../assets/captcha';
import { requireSession } from '../../core/auth';
import type { Ctx } from '../../core/context';
import { fail, ok } from '../../core/envelope';
import { invalid } from '../../core/errors';
import { newCashierProfile, post } from '../../core/ledger';
import { parseMoney } from '../../core/money';
import { jsonBody } from '../../core/params';
import { completeLogin, findByMobile, openSession, readEncrypted } from '../../core/session';
import type { Routes } from '../../core/router';
import { accountKey, type Account } from '../../core/state';
import { isIdentityProvider, issueIdToken, verifyIdToken } from '../../crypto/identity';
import { getServerKey } from '../../crypto/keys';
import {
  checkSms,
  isSmsCodeShape,
  normalizeMobile,
  sendSms,
  SMS_CODE_MAX,
  SMS_CODE_MIN,
  SMS_EXPIRED_MINUTES,
} from '../../core/sms';
import { verifyAgainstDummy, verifyPassword } from '../../crypto/password';
import { TRIAL_BALANCE, TRIAL_MERCHANT_CODE } from '../../data/accounts';
import type { State } from './state';

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
  if (captcha !== undefined && captcha !== null && typeof captcha !== 'string')
    throw invalid('captcha must be a string');
  if (type !== 'username' && type !== 'sms' && type !== 'firebase')
    throw invalid('type must be username, sms or firebase');
  if (loginFrom !== 'MEMBER' && loginFrom !== 'AGENT') throw invalid('loginFrom must be MEMBER or AGENT');
  if (type === 'sms' && !isSmsCodeShape(password))
    throw invalid(`the SMS code must be ${SMS_CODE_MIN}-${SMS_CODE_MAX} digits`);
  return { username: username.trim(), password, captcha: captcha ? captcha.trim() : null, type, loginFrom };
}

const needsCaptcha = (state: State, key: string): boolean =>
  state.captchaRequired.has(key) || (state.loginFailures.get(key) ?? 0) >= CAPTCHA_AFTER_FAILURES;

/**
 * Checks the credential. SMS logins present a mobile number and the code sent to it; firebase logins a
 * mobile number and a stand-in PHONE idToken for it (POST /wps/identity/token).
 */
async function authenticate(ctx: Ctx<State>, input: LoginPayload): Promise<Account | null> {
  const { state } = ctx;
  if (input.type === 'sms') {
    const mobileNum = normalizeMobile(input.username);
    const account = findByMobile(state, mobileNum);
    if (!account || !checkSms(state, ctx.sim.now(), 'login', mobileNum, input.password)) return null;
    return account;
  }
  if (input.type === 'firebase') {
    const mobileNum = normalizeMobile(input.username);
    const claims = verifyIdToken(input.password, ctx.sim.now());
    if (!claims || claims.provider !== 'PHONE' || claims.sub !== mobileNum) return null;
    return findByMobile(state, mobileNum) ?? null;
  }
  // The account name, or its mobile number (phone reset logs in with the number).
  const account =
    state.accounts.get(accountKey(input.username)) ??
    (/^[\d\s-]+$/.test(input.username) ? findByMobile(state, normalizeMobile(input.username)) : undefined);
  if (!account?.password) return verifyAgainstDummy(input.password).then(() => null);
  return (await verifyPassword(input.password, account.password)) ? account : null;
}

async function login(ctx: Ctx<State>): Promise<Response> {
  const input = parseLoginPayload(await readEncrypted(ctx));
  const { state } = ctx;
  const name = accountKey(input.username);

  if (needsCaptcha(state, name)) {
    const expected = state.captcha;
    state.captcha = null; // one attempt per captcha
    if (!input.captcha || expected === null || input.captcha !== expected) {
      return fail('login.captcha.required', { value: { captcha: true } });
    }
  }

  const account = await authenticate(ctx, input);
  if (!account) {
    const failures = (state.loginFailures.get(name) ?? 0) + 1;
    state.loginFailures.set(name, failures);
    return fail('login.failed', needsCaptcha(state, name) ? { value: { captcha: true } } : {});
  }
  return completeLogin(ctx, account, input.loginFrom, () => {
    state.loginFailures.delete(name);
    state.captchaRequired.delete(name);
  });
}

function freePlay(ctx: Ctx<State>): Response {
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
    balance: 0,
    // Play money plays from the centre wallet only: no vendor wallets, no cashier.
    wallets: {},
    ledger: [],
    orders: [],
    upline: null,
    cashier: newCashierProfile(),
    clubLabel: null,
    toUpline: false,
    withdrawAllowed: false,
    inboxUnread: 0,
    firstTimeLogin: false,
    mobileNum: null,
    countryDialingCode: '95',
    email: null,
    birthday: null,
    affiliateCode: null,
    paymentPassword: null,
    profile: {},
    trial: true,
    withdrawals: [],
    deposits: [],
    rebates: null,
    loginDays: new Set(),
    lastLoginAt: null,
    online: false,
  };
  post(state, account, ctx.sim.now(), { type: 'ADJUSTMENT', amount: parseMoney(TRIAL_BALANCE) });
  state.accounts.set(accountKey(username), account);
  return ok({
    token: openSession(ctx, account),
    userName: username,
    customerType: 0,
    merchantCode: TRIAL_MERCHANT_CODE,
  });
}

function logout(ctx: Ctx<State>): Response {
  const { session, account } = requireSession(ctx);
  ctx.state.sessions.delete(session.token);
  account.online = [...ctx.state.sessions.values()].some((s) => s.account === session.account);
  return ok(null);
}

function captcha(ctx: Ctx<State>): Response {
  const { state } = ctx;
  const code = state.rng.chars(4, '0123456789');
  state.captcha = code;
  return ok({ image: renderCaptcha(code, state.rng).toString('base64') });
}

/** Sends (stores) an SMS login code; answers the same whether or not the number is known. */
async function smsCode(ctx: Ctx<State>): Promise<Response> {
  const { mobileNum: raw } = await jsonBody(ctx.request);
  const mobileNum = typeof raw === 'string' ? normalizeMobile(raw) : '';
  if (!/^\+?\d{6,20}$/.test(mobileNum)) throw invalid('mobileNum must be 6-20 digits');
  const account = findByMobile(ctx.state, mobileNum);
  if (account && !account.disabled) sendSms(ctx.state, ctx.sim.now(), 'login', mobileNum);
  return ok({ expiredMinutes: SMS_EXPIRED_MINUTES });
}

/**
 * The stand-in identity provider: an idToken for any FACEBOOK / GOOGLE `{ provider, subject }`. A PHONE
 * token stands for a number the phone-verification service has checked, so it also needs the pending
 * SMS login code of that number (sent by POST /wps/verification/sms/noLogin) as `code`.
 */
async function identityToken(ctx: Ctx<State>): Promise<Response> {
  const { provider, subject, code } = await jsonBody(ctx.request);
  if (!isIdentityProvider(provider)) throw invalid('provider must be FACEBOOK, GOOGLE or PHONE');
  if (typeof subject !== 'string' || subject.trim() === '' || subject.length > 200)
    throw invalid('subject is required');
  if (provider !== 'PHONE') return ok({ idToken: issueIdToken(provider, subject.trim(), ctx.sim.now()) });
  if (typeof code !== 'string' || code === '') throw invalid('code is required for a PHONE token');
  if (!isSmsCodeShape(code)) throw invalid(`code must be ${SMS_CODE_MIN}-${SMS_CODE_MAX} digits`);
  const mobileNum = normalizeMobile(subject.trim());
  if (!checkSms(ctx.state, ctx.sim.now(), 'login', mobileNum, code)) return fail('verification.invalid');
  return ok({ idToken: issueIdToken(provider, mobileNum, ctx.sim.now()) });
}

const SOCIAL_SWITCHES = { FACEBOOK: 'FACEBOOKLOGIN3', GOOGLE: 'GOOGLELOGIN3' } as const;

/** Logs in the account linked to a verified FACEBOOK / GOOGLE identity. */
async function socialLogin(ctx: Ctx<State>): Promise<Response> {
  const body = await jsonBody(ctx.request);
  const { provider, idToken } = body;
  const loginFrom = body.loginFrom ?? 'MEMBER';
  if (provider !== 'FACEBOOK' && provider !== 'GOOGLE') throw invalid('provider must be FACEBOOK or GOOGLE');
  if (typeof idToken !== 'string' || idToken === '') throw invalid('idToken is required');
  if (loginFrom !== 'MEMBER' && loginFrom !== 'AGENT') throw invalid('loginFrom must be MEMBER or AGENT');
  const gate = SOCIAL_SWITCHES[provider];
  if (!ctx.state.switches[gate]) return fail('feature.disabled', { value: { feature: gate } });
  const claims = verifyIdToken(idToken, ctx.sim.now());
  if (!claims || claims.provider !== provider) return fail('login.failed');
  const linked = ctx.state.identities.get(`${provider}:${claims.sub}`);
  const account = linked === undefined ? undefined : ctx.state.accounts.get(linked);
  if (!account) return fail('login.failed');
  return completeLogin(ctx, account, loginFrom);
}

async function sessionKey(): Promise<Response> {
  const { kid, alg, spki } = await getServerKey();
  return ok({ kid, alg, spki });
}

export function registerSession(router: Routes<State>): void {
  router
    .get('/wps/session/key', sessionKey)
    .post('/wps/session/login', login)
    .post('/wps/session/login/freeplay', freePlay)
    .delete('/wps/session/logout', logout)
    .get('/wps/captcha', captcha)
    .post('/wps/verification/sms/noLogin', smsCode)
    .post('/wps/identity/token', identityToken)
    .post('/wps/session/login/social', socialLogin);
}
