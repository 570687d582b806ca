import type { Ctx } from '../../core/context';
import { ok } from '../../core/envelope';
import { invalid } from '../../core/errors';
import { parseFault } from '../../core/faults';
import { formatCents } from '../../core/money';
import { jsonBody, moneyParam, optionalBool, optionalString, requiredString } from '../../core/params';
import type { Routes } from '../../core/router';
import { adjustTo, hasWallet, sumBalance } from '../../core/ledger';
import { accountKey, CENTRE, type CoreState } from '../../core/state';
import { pendingSms } from '../../core/sms';
import { teamSizes } from '../../core/team';
import { defaultRegisterSettings, type RegisterState } from '../../data/register';
import { effectiveSettings, overrideSettings } from '../../data/register-rules';
import { registerCashierAdmin } from './cashier';

/**
 * The /__sim admin surface (docs/api-contract.md). Never affected by faults or maintenance.
 * Invalid input answers HTTP 400 with a `request.invalid` envelope. A feature's own admin calls (its
 * announcements, inbox, contracts, withdrawal limits …) sit with the feature whose state they set.
 */

/**
 * What the admin surface reads: the core state and the registration settings, and for the counts of
 * GET /__sim/state only how long three features' lists are (by shape: it imports no feature).
 */
type State = CoreState & RegisterState & Record<'announcements' | 'hotMatches' | 'winners', readonly unknown[]>;

function reset(ctx: Ctx): Response {
  ctx.sim.reset();
  return ok({ seed: ctx.sim.seed });
}

async function setMode(ctx: Ctx): Promise<Response> {
  const body = await jsonBody(ctx.request);
  const maintenance = optionalBool(body, 'maintenance');
  const regionRestriction = optionalBool(body, 'regionRestriction');
  const maintenanceMessage = optionalString(body, 'maintenanceMessage');
  const { modes } = ctx.sim.state;
  if (maintenance !== undefined) modes.maintenance = maintenance;
  if (regionRestriction !== undefined) modes.regionRestriction = regionRestriction;
  if (maintenanceMessage !== undefined) modes.maintenanceMessage = maintenanceMessage;
  return ok({ ...modes });
}

async function addFault(ctx: Ctx): Promise<Response> {
  const { state } = ctx.sim;
  const fault = parseFault(await jsonBody(ctx.request), state.nextIds.fault);
  state.nextIds.fault += 1;
  state.faults.push(fault);
  return ok({ id: fault.id });
}

function clearFaults(ctx: Ctx): Response {
  const cleared = ctx.sim.state.faults.length;
  ctx.sim.state.faults = [];
  return ok({ cleared });
}

async function requireCaptcha(ctx: Ctx): Promise<Response> {
  const username = requiredString(await jsonBody(ctx.request), 'username');
  ctx.sim.state.captchaRequired.add(accountKey(username));
  return ok(null);
}

function expireSessions(ctx: Ctx): Response {
  const revoked = ctx.sim.state.sessions.size;
  ctx.sim.state.sessions.clear();
  return ok({ revoked });
}

async function setFlags(ctx: Ctx, target: Record<string, boolean>): Promise<Response> {
  const body = await jsonBody(ctx.request);
  for (const [name, value] of Object.entries(body)) {
    if (typeof value !== 'boolean') throw invalid(`${name} must be a boolean`);
  }
  Object.assign(target, body);
  return ok({ ...target });
}

/** Sets the centre wallet (or `wallet`: a vendor's); the difference goes into the ledger as an ADJUSTMENT. */
async function setBalance(ctx: Ctx): Promise<Response> {
  const body = await jsonBody(ctx.request);
  const account = ctx.sim.state.accounts.get(accountKey(requiredString(body, 'username')));
  if (!account) throw invalid('no such account');
  const amount = /^\d+(?:\.\d{1,2})?$/.test(requiredString(body, 'amount'))
    ? moneyParam(requiredString(body, 'amount'), 'amount')
    : null;
  if (amount === null) throw invalid('amount must be a decimal string like "1234.50", not negative');
  const wallet = optionalString(body, 'wallet') ?? CENTRE;
  if (!hasWallet(account, wallet)) throw invalid(`${account.username} has no ${wallet} wallet`);
  adjustTo(ctx.sim.state, account, ctx.sim.now(), amount, wallet);
  return ok({ sumBalance: formatCents(sumBalance(account)) });
}

const money = (cents: number): string => formatCents(cents);

/** The account's wallets and its ledger, newest entry first. */
function ledger(ctx: Ctx): Response {
  const username = ctx.query.get('username');
  if (!username) throw invalid('username is required');
  const account = ctx.sim.state.accounts.get(accountKey(username));
  if (!account) throw invalid('no such account');
  return ok({
    sumBalance: money(sumBalance(account)),
    centreBalance: money(account.balance),
    wallets: Object.fromEntries(Object.entries(account.wallets).map(([vendor, cents]) => [vendor, money(cents)])),
    entries: [...account.ledger]
      .reverse()
      .map((e) => ({ ...e, amount: money(e.amount), balanceAfter: money(e.balanceAfter) })),
  });
}

const SMS_PURPOSES = ['login', 'register', 'reset', 'payment', 'bind'] as const;

/** The newest pending code for a number (any purpose, or `purpose=login|register|reset|payment|bind`). */
function smsCode(ctx: Ctx): Response {
  const mobileNum = ctx.query.get('mobileNum')?.replace(/[\s-]/g, '');
  if (!mobileNum) throw invalid('mobileNum is required');
  const purpose = ctx.query.get('purpose') ?? undefined;
  if (purpose !== undefined && !(SMS_PURPOSES as readonly string[]).includes(purpose))
    throw invalid('purpose must be login, register, reset, payment or bind');
  const sms = pendingSms(ctx.sim.state, ctx.sim.now(), mobileNum, purpose as (typeof SMS_PURPOSES)[number] | undefined);
  return ok({ code: sms?.code ?? null, purpose: sms?.purpose ?? null, expiresAt: sms?.expiresAt ?? null });
}

/** The last password e-mail "sent" to an account (null when none). */
function lastMail(ctx: Ctx): Response {
  const username = ctx.query.get('username');
  if (!username) throw invalid('username is required');
  const mail = ctx.sim.state.mail.get(accountKey(username));
  return ok(mail ? { to: mail.to, subject: mail.subject, body: mail.body } : null);
}

async function setRegisterSettings(ctx: Ctx<State>): Promise<Response> {
  const { state } = ctx.sim;
  state.registerSettings = overrideSettings(state.registerSettings, await jsonBody(ctx.request));
  return ok(effectiveSettings(state));
}

function resetRegisterSettings(ctx: Ctx<State>): Response {
  ctx.sim.state.registerSettings = defaultRegisterSettings();
  return ok(effectiveSettings(ctx.sim.state));
}

/** Accounts (never passwords or tokens) and counts, for debugging. */
function stateSummary(ctx: Ctx<State>): Response {
  const { state, catalogue, seed } = ctx.sim;
  const sizes = teamSizes(state);
  return ok({
    seed,
    seededAt: state.seededAt,
    modes: { ...state.modes },
    accounts: [...state.accounts.values()].map((a) => ({
      id: a.id,
      username: a.username,
      type: a.type,
      disabled: a.disabled,
      trial: a.trial,
      merchantCode: a.merchantCode,
      balance: formatCents(sumBalance(a)),
      centreBalance: formatCents(a.balance),
      wallets: Object.fromEntries(Object.entries(a.wallets).map(([vendor, cents]) => [vendor, formatCents(cents)])),
      ledgerEntries: a.ledger.length,
      deposits: a.deposits.length,
      withdrawals: a.withdrawals.length,
      team: sizes.get(accountKey(a.username)) ?? 0,
      loginFailures: state.loginFailures.get(accountKey(a.username)) ?? 0,
    })),
    captchaRequired: [...state.captchaRequired],
    counts: {
      sessions: state.sessions.size,
      games: catalogue.games.length,
      vendors: catalogue.vendors.length,
      announcements: state.announcements.length,
      hotMatches: state.hotMatches.length,
      winners: state.winners.length,
    },
    faults: state.faults.map((f) => ({ ...f })),
  });
}

export function registerAdmin(router: Routes<State>): void {
  router
    .post('/__sim/reset', reset)
    .get('/__sim/mode', (ctx) => ok({ ...ctx.sim.state.modes }))
    .post('/__sim/mode', setMode)
    .get('/__sim/faults', (ctx) => ok(ctx.sim.state.faults.map((f) => ({ ...f }))))
    .post('/__sim/faults', addFault)
    .delete('/__sim/faults', clearFaults)
    .post('/__sim/require-captcha', requireCaptcha)
    .get('/__sim/captcha', (ctx) => ok({ answer: ctx.sim.state.captcha }))
    .post('/__sim/expire-sessions', expireSessions)
    .get('/__sim/state', stateSummary)
    .post('/__sim/switches', (ctx) => setFlags(ctx, ctx.sim.state.switches))
    .post('/__sim/menu', (ctx) => setFlags(ctx, ctx.sim.state.menu))
    .post('/__sim/balance', setBalance)
    .get('/__sim/ledger', ledger)
    .get('/__sim/sms', smsCode)
    .get('/__sim/mail', lastMail)
    .get('/__sim/register-settings', (ctx) => ok(effectiveSettings(ctx.sim.state)))
    .post('/__sim/register-settings', setRegisterSettings)
    .delete('/__sim/register-settings', resetRegisterSettings);
  registerCashierAdmin(router);
}
