import { isAgentType, requireSession } from '../../core/auth';
import type { Ctx } from '../../core/context';
import { fail, ok } from '../../core/envelope';
import { invalid } from '../../core/errors';
import { jsonBody } from '../../core/params';
import type { Routes } from '../../core/router';
import { checkSms, consumeSms, isSmsCodeShape, normalizeMobile, sendSms, SMS_EXPIRED_MINUTES } from '../../core/sms';
import { accountKey, type Account, type CoreState } from '../../core/state';
import { hashPassword, verifyPassword } from '../../crypto/password';
import { emptyWallets, newCashierProfile } from '../../core/ledger';
import { MERCHANT_CODE } from '../../data/accounts';
import { WALLET_VENDORS } from '../../data/cashier';
import {
  COUNTRIES,
  REGISTER_FIELDS,
  type RegisterField,
  type RegisterMethod,
  type RegisterState,
} from '../../data/register';
import { newAccountRebates } from '../../data/team-rebates';
import { completeLogin, findByMobile, readEncrypted } from '../../core/session';
import { linkByCode, linkTerms } from '../../data/affiliate-links';
import {
  ageOn,
  charactersProblem,
  checkNewPassword,
  dialingCodeKnown,
  effectiveSettings,
  formatError,
  isRequired,
  MAX_AGE,
  parseBirthday,
  ruleProblem,
} from '../../data/register-rules';

/** The state the account feature's handlers use: the core state and the registration settings. */
type State = CoreState & RegisterState;

/** `registerMethod`, the channel: native app, mobile browser, iOS web clip, installed PWA. */
const REGISTER_CHANNELS: readonly string[] = ['APP', 'H5', 'WEBCLIP', 'PWA'];

/** Registration payload keys besides the fields. */
const EXTRA_KEYS = ['countryDialingCode', 'registerUrl', 'registerMethod', 'domain'] as const;
/** Never trimmed, never stored in clear. */
const SECRET_FIELDS: ReadonlySet<string> = new Set(['password', 'confirmPassword', 'paymentPassword']);
/** Fields kept on the account's `profile` as sent. */
const PROFILE_FIELDS: readonly RegisterField[] = [
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'payeeName',
  'recommenderId',
];

type Values = Partial<Record<RegisterField | (typeof EXTRA_KEYS)[number], string>>;

function readValues(payload: unknown): Values {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload))
    throw invalid('registration payload must be an object');
  const p = payload as Record<string, unknown>;
  const values: Values = {};
  for (const name of [...REGISTER_FIELDS, ...EXTRA_KEYS]) {
    const raw = p[name];
    if (raw === undefined || raw === null) continue;
    if (typeof raw !== 'string') throw invalid(`${name} must be a string`);
    const value = SECRET_FIELDS.has(name) ? raw : raw.trim();
    if (value !== '') values[name] = value;
  }
  if (p.type !== undefined && p.type !== null && p.type !== 0 && p.type !== '0')
    throw invalid('type must be 0 (member)');
  return values;
}

const mobileTaken = (state: State, mobileNum: string): boolean => findByMobile(state, mobileNum) !== undefined;

/** An agent's affiliate code is its account id: the member joins that agent's team. */
function uplineOf(state: State, affiliateCode: string | undefined): string | null {
  if (affiliateCode === undefined) return null;
  for (const [key, account] of state.accounts)
    if (String(account.id) === affiliateCode && isAgentType(account.type)) return key;
  return null;
}

/** Checks every field against the served settings, in field order; the first problem wins. */
function checkFields(ctx: Ctx<State>, values: Values, method: RegisterMethod): void {
  const settings = effectiveSettings(ctx.state);
  for (const field of REGISTER_FIELDS) {
    const rule = settings.fields[field];
    // The password always matters; mobile registration always needs a number and its code.
    const forced =
      field === 'password' || (method === 'mobile' && (field === 'mobileNum' || field === 'verificationCode'));
    const applies = forced || (rule.enabled && (field !== 'verificationCode' || method === 'mobile'));
    if (!applies) {
      delete values[field]; // a disabled field's value is ignored
      continue;
    }
    const value = values[field];
    if (value === undefined) {
      if (forced || isRequired(rule, method)) throw formatError(field, 'required');
      continue;
    }
    if (field === 'confirmPassword') {
      if (value !== values.password) throw formatError(field, 'mismatch');
      continue;
    }
    const problem = ruleProblem(rule, value) ?? charactersProblem(field, value);
    if (problem) throw formatError(field, problem);
    // Every SMS code field takes the same code shape, whatever length the settings give.
    if (field === 'verificationCode' && !isSmsCodeShape(value))
      throw formatError(field, /^\d+$/.test(value) ? 'length' : 'pattern');
    if (field === 'birthday') {
      const day = parseBirthday(value);
      const age = day ? ageOn(day, ctx.sim.now()) : -1;
      if (age < 0 || age > MAX_AGE) throw formatError(field, 'date');
    }
  }
  if (values.countryDialingCode !== undefined && !dialingCodeKnown(values.countryDialingCode.replace(/^\+/, ''))) {
    throw formatError('mobileNum', 'country');
  }
}

async function register(ctx: Ctx<State>): Promise<Response> {
  const values = readValues(await readEncrypted(ctx));
  const { state } = ctx;
  // registerMethod is how the person reached the site, not the username / mobile method.
  const channel = (values.registerMethod ?? 'H5').toUpperCase();
  if (!REGISTER_CHANNELS.includes(channel)) throw invalid(`registerMethod must be ${REGISTER_CHANNELS.join(', ')}`);
  // A registration that proves a number with its SMS code is a mobile registration.
  const method: RegisterMethod = values.verificationCode === undefined ? 'username' : 'mobile';
  const settings = effectiveSettings(state);
  if (!settings.methods[method]) return fail('feature.disabled', { value: { feature: `register.${method}` } });

  if (values.mobileNum !== undefined) values.mobileNum = normalizeMobile(values.mobileNum);
  checkFields(ctx, values, method);

  const birthday = values.birthday === undefined ? null : parseBirthday(values.birthday);
  if (birthday && ageOn(birthday, ctx.sim.now()) < settings.minAge)
    return fail('register.underage', { value: { minAge: settings.minAge } });

  if (values.captcha !== undefined) {
    const expected = state.captcha;
    state.captcha = null; // one attempt per captcha, as for login
    if (expected === null || values.captcha !== expected) return fail('captcha.invalid');
  }

  const username = values.username ?? values.mobileNum;
  if (username === undefined) throw formatError('username', 'required');
  if (state.accounts.has(accountKey(username))) return fail('user.exists', { value: { field: 'username' } });
  if (values.mobileNum !== undefined && mobileTaken(state, values.mobileNum))
    return fail('user.exists', { value: { field: 'mobileNum' } });

  if (
    values.affiliateCode !== undefined &&
    settings.affiliateCheck &&
    !state.affiliateCodes.has(values.affiliateCode.toUpperCase())
  ) {
    return fail('affiliate.invalid');
  }
  if (
    method === 'mobile' &&
    !checkSms(state, ctx.sim.now(), 'register', values.mobileNum ?? '', values.verificationCode ?? '')
  ) {
    return fail('verification.invalid');
  }

  const profile: Record<string, string> = {};
  for (const field of PROFILE_FIELDS) {
    const value = values[field];
    if (value !== undefined) profile[field] = value;
  }
  // An agent's invitation link decides the upline, the type and the rates; an agent's id code only the upline.
  const link = linkByCode(state, values.affiliateCode);
  const terms = link ? linkTerms(state, link) : null;
  const upline = terms ? accountKey(terms.agent.username) : uplineOf(state, values.affiliateCode);
  const account: Account = {
    id: state.nextIds.account++,
    username,
    password: hashPassword(values.password ?? ''),
    type: terms?.type ?? 0,
    nickname: values.nickname ?? username,
    regDate: ctx.sim.now(),
    disabled: false,
    merchantCode: MERCHANT_CODE,
    balance: 0,
    wallets: emptyWallets(WALLET_VENDORS),
    ledger: [],
    orders: [],
    upline,
    // A payee name given at registration is the one every bank card must carry.
    cashier: newCashierProfile(values.payeeName ?? null),
    clubLabel: null,
    toUpline: false,
    withdrawAllowed: true,
    inboxUnread: 0,
    firstTimeLogin: true,
    mobileNum: values.mobileNum ?? null,
    countryDialingCode: (
      values.countryDialingCode ??
      COUNTRIES.find((c) => c.code === settings.defaultCountry)?.dialingCode ??
      '95'
    ).replace(/^\+/, ''),
    email: values.email ?? null,
    birthday: values.birthday ?? null,
    affiliateCode: values.affiliateCode ?? null,
    paymentPassword: values.paymentPassword === undefined ? null : hashPassword(values.paymentPassword),
    profile,
    trial: false,
    withdrawals: [],
    deposits: [],
    rebates: terms ? terms.rebates : newAccountRebates(upline === null ? undefined : state.accounts.get(upline), false),
    loginDays: new Set(),
    lastLoginAt: null,
    online: false,
  };
  state.accounts.set(accountKey(username), account);
  if (terms && account.type !== 0) state.affiliateCodes.add(String(account.id));
  // A sub-agent invited by an agent link is signed in as an agent.
  return completeLogin(ctx, account, isAgentType(account.type) ? 'AGENT' : 'MEMBER');
}

/** `{ mobileNo, countryDialingCode }` → a registration code for a number nobody uses yet. */
async function registerSms(ctx: Ctx<State>): Promise<Response> {
  const body = await jsonBody(ctx.request);
  const { state } = ctx;
  if (typeof body.mobileNo !== 'string') throw invalid('mobileNo is required');
  if (
    body.countryDialingCode !== undefined &&
    body.countryDialingCode !== null &&
    typeof body.countryDialingCode !== 'string'
  ) {
    throw invalid('countryDialingCode must be a string');
  }
  const settings = effectiveSettings(state);
  if (!settings.methods.mobile) return fail('feature.disabled', { value: { feature: 'register.mobile' } });
  const mobileNum = normalizeMobile(body.mobileNo);
  if (mobileNum === '') throw formatError('mobileNum', 'required');
  const problem = ruleProblem(settings.fields.mobileNum, mobileNum);
  if (problem) throw formatError('mobileNum', problem);
  const dialing = typeof body.countryDialingCode === 'string' ? body.countryDialingCode.trim().replace(/^\+/, '') : '';
  if (dialing !== '' && !dialingCodeKnown(dialing)) throw formatError('mobileNum', 'country');
  if (mobileTaken(state, mobileNum)) return fail('user.exists', { value: { field: 'mobileNum' } });
  sendSms(state, ctx.sim.now(), 'register', mobileNum);
  return ok({ expiredMinutes: SMS_EXPIRED_MINUTES });
}

/** A reset code for a known, enabled account's number; the same answer for any other number. */
async function resetSms(ctx: Ctx<State>): Promise<Response> {
  const { mobileNum: raw } = await jsonBody(ctx.request);
  const mobileNum = typeof raw === 'string' ? normalizeMobile(raw) : '';
  if (!/^\+?\d{6,20}$/.test(mobileNum)) throw invalid('mobileNum must be 6-20 digits');
  const account = findByMobile(ctx.state, mobileNum);
  if (account && !account.disabled && !account.trial) sendSms(ctx.state, ctx.sim.now(), 'reset', mobileNum);
  return ok({ expiredMinutes: SMS_EXPIRED_MINUTES });
}

/** Ends every session of an account, except `keep`. */
function revokeSessions(state: State, account: Account, keep?: string): void {
  const key = accountKey(account.username);
  for (const [token, session] of state.sessions) {
    if (session.account === key && token !== keep) state.sessions.delete(token);
  }
}

function setPassword(state: State, account: Account, password: string, keepToken?: string): void {
  account.password = hashPassword(password);
  state.loginFailures.delete(accountKey(account.username));
  revokeSessions(state, account, keepToken);
}

function requiredString(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  if (typeof value !== 'string' || value === '') throw invalid(`${name} is required`);
  return value;
}

async function passwordByPhone(ctx: Ctx<State>): Promise<Response> {
  const body = await jsonBody(ctx.request);
  const newPassword = requiredString(body, 'newPassword');
  const mobileNum = normalizeMobile(requiredString(body, 'mobileNum'));
  const code = requiredString(body, 'verificationCode').trim();
  const { state } = ctx;
  checkNewPassword(effectiveSettings(state), newPassword);
  if (!isSmsCodeShape(code)) throw formatError('verificationCode', /^\d+$/.test(code) ? 'length' : 'pattern');
  const account = findByMobile(state, mobileNum);
  if (!account?.password || account.disabled || !checkSms(state, ctx.sim.now(), 'reset', mobileNum, code, false)) {
    return fail('verification.invalid');
  }
  if (await verifyPassword(newPassword, account.password)) return fail('modify.new.old.same');
  consumeSms(state, 'reset', mobileNum);
  setPassword(state, account, newPassword);
  return ok(null);
}

/** Form-urlencoded (the contract) or JSON. */
async function formBody(request: Request): Promise<Record<string, unknown>> {
  if ((request.headers.get('content-type') ?? '').includes('application/json')) return jsonBody(request);
  return Object.fromEntries(new URLSearchParams(await request.text()));
}

/**
 * Password retrieval by e-mail: the platform sets a temporary password and mails it (the sim records the
 * mail for GET /__sim/mail). A username/e-mail pair that matches no enabled account → `user.disabled`.
 */
async function passwordByEmail(ctx: Ctx<State>): Promise<Response> {
  const body = await formBody(ctx.request);
  const username = requiredString(body, 'username').trim();
  const email = requiredString(body, 'email').trim().toLowerCase();
  const { state } = ctx;
  const account = state.accounts.get(accountKey(username));
  if (!account || account.disabled || account.trial || account.email?.toLowerCase() !== email)
    return fail('user.disabled');
  const temporary = `${state.rng.chars(4, 'abcdefghjkmnpqrstuvwxyz')}${state.rng.chars(4, '23456789')}`;
  setPassword(state, account, temporary);
  state.mail.set(accountKey(account.username), {
    to: account.email,
    subject: 'Your password has been reset',
    body: `Hello ${account.username}, your temporary password is ${temporary}. Log in and change it in Security centre.`,
    sentAt: ctx.sim.now(),
  });
  return ok(null);
}

/** Token; `CHNGPASSVERIF3` on → the old password is required and verified. */
async function changePassword(ctx: Ctx<State>): Promise<Response> {
  const { session, account } = requireSession(ctx);
  const body = await jsonBody(ctx.request);
  const { state } = ctx;
  const verifyOld = state.switches.CHNGPASSVERIF3 !== false;
  const oldPassword = verifyOld ? requiredString(body, 'oldPassword') : null;
  const newPassword = requiredString(body, 'newPassword');
  const confirm = requiredString(body, 'confirmNewPassword');
  checkNewPassword(effectiveSettings(state), newPassword);
  if (confirm !== newPassword) throw formatError('confirmPassword', 'mismatch');
  if (!account.password) return fail('login.failed'); // trial accounts have no password
  if (oldPassword !== null && !(await verifyPassword(oldPassword, account.password))) return fail('login.failed');
  if (await verifyPassword(newPassword, account.password)) return fail('modify.new.old.same');
  setPassword(state, account, newPassword, session.token);
  return ok(null);
}

function affiliateCheck(ctx: Ctx<State>): Response {
  const code = ctx.query.get('code')?.trim();
  if (!code) throw invalid('code is required');
  return ok({ valid: ctx.state.affiliateCodes.has(code.toUpperCase()) });
}

export function registerAccount(router: Routes<State>): void {
  router
    .get('/wps/register/settings', (ctx) => ok(effectiveSettings(ctx.state)))
    .get('/wps/system/countries', () => ok(COUNTRIES.map((c) => ({ ...c }))))
    .post('/wps/verification/sms/register', registerSms)
    .put('/wps/member/register', register)
    .get('/wps/affiliate/check', affiliateCheck)
    .post('/wps/password/email', passwordByEmail)
    .post('/wps/verification/sms/reset', resetSms)
    .post('/wps/password/phone', passwordByPhone)
    .put('/wps/member/password', changePassword);
}
