import { isAgentType, requireSession, type Authed } from '../../core/auth';
import type { Ctx } from '../../core/context';
import { fail, ok } from '../../core/envelope';
import { invalid, SimError } from '../../core/errors';
import { formatBasisPoints } from '../../core/cashier';
import { emptyWallets, newCashierProfile } from '../../core/ledger';
import { jsonBody } from '../../core/params';
import type { Routes } from '../../core/router';
import { directDownlines } from '../../core/team';
import {
  accountKey,
  REBATE_CATEGORIES,
  type Account,
  type AffiliateLink,
  type RebateRates,
  type CoreState,
} from '../../core/state';
import { hashPassword } from '../../crypto/password';
import { WALLET_VENDORS } from '../../data/cashier';
import type { RegisterState } from '../../data/register';
import {
  charactersProblem,
  checkNewPassword,
  effectiveSettings,
  formatError,
  ruleProblem,
} from '../../data/register-rules';
import { readEncrypted } from '../../core/session';
import { parseRate } from '../../data/rebate-rates';
import { ceilingOf, DOWNLINE_TYPES, downlineRebates, type DownlineKind } from '../../data/affiliate-links';

/** The state the agent-register feature's handlers use: the core state and the registration settings. */
type State = CoreState & RegisterState;

/** An agent keeps at most this many invitation links at once. */
export const MAX_AFFILIATE_LINKS = 20;

/** The agent behind the session; members, types 0/4/40 and trial players → `agent.invalid`. */
function requireAgent(ctx: Ctx<State>): Authed {
  const authed = requireSession(ctx);
  if (!isAgentType(authed.account.type) || authed.account.trial) throw new SimError('agent.invalid');
  return authed;
}

const wireRates = (rates: RebateRates) =>
  REBATE_CATEGORIES.map((category) => ({ category, rate: formatBasisPoints(rates[category]) }));

/**
 * `[{ category, rate }]` with every category once → rates in hundredths of a percent. A rate that is not a
 * percent with at most two decimals → `rebate.format`; one above the agent's own → `rebate.above.ceiling`
 * (the same rules and codes as the rebate settings).
 */
export function readRates(raw: unknown, ceiling: RebateRates): RebateRates {
  if (!Array.isArray(raw)) throw invalid('rebates must be a list of { category, rate }');
  const rates: Partial<RebateRates> = {};
  for (const item of raw as unknown[]) {
    const { category, rate } = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    if (typeof category !== 'string' || !(REBATE_CATEGORIES as readonly string[]).includes(category))
      throw invalid(`category must be one of ${REBATE_CATEGORIES.join(', ')}`);
    const key = category as (typeof REBATE_CATEGORIES)[number];
    if (rates[key] !== undefined) throw invalid(`category ${category} is given twice`);
    const bp = parseRate(rate);
    if (typeof bp === 'string') throw new SimError('rebate.format', { value: { category, reason: bp } });
    if (bp > ceiling[key])
      throw new SimError('rebate.above.ceiling', { value: { category, ceiling: formatBasisPoints(ceiling[key]) } });
    rates[key] = bp;
  }
  const missing = REBATE_CATEGORIES.filter((c) => rates[c] === undefined);
  if (missing.length > 0) throw invalid(`rebates lack ${missing.join(', ')}`);
  return rates as RebateRates;
}

function readKind(raw: unknown): DownlineKind {
  if (raw !== 'MEMBER' && raw !== 'AGENT') throw invalid('memberType must be MEMBER or AGENT');
  return raw;
}

/** A username as registration checks it (the merchant's username rule and the username characters). */
function checkUsername(state: State, raw: unknown): string {
  if (raw !== undefined && raw !== null && typeof raw !== 'string') throw invalid('username must be a string');
  const username = typeof raw === 'string' ? raw.trim() : '';
  if (username === '') throw formatError('username', 'required');
  const problem =
    ruleProblem({ ...effectiveSettings(state).fields.username, enabled: true }, username) ??
    charactersProblem('username', username);
  if (problem) throw formatError('username', problem);
  return username;
}

/** Creates an account under `agent`; the caller has checked the username, password and rates. */
export function createDownline(
  ctx: Ctx<State>,
  agent: Account,
  input: { username: string; password: string; kind: DownlineKind; rates: RebateRates; affiliateCode?: string },
): Account {
  const { state } = ctx;
  const account: Account = {
    id: state.nextIds.account++,
    username: input.username,
    password: hashPassword(input.password),
    type: DOWNLINE_TYPES[input.kind],
    nickname: input.username,
    regDate: ctx.sim.now(),
    disabled: false,
    merchantCode: agent.merchantCode,
    balance: 0,
    wallets: emptyWallets(WALLET_VENDORS),
    ledger: [],
    orders: [],
    upline: accountKey(agent.username),
    cashier: newCashierProfile(null),
    clubLabel: null,
    toUpline: false,
    withdrawAllowed: true,
    inboxUnread: 0,
    firstTimeLogin: true,
    mobileNum: null,
    countryDialingCode: agent.countryDialingCode,
    email: null,
    birthday: null,
    affiliateCode: input.affiliateCode ?? null,
    paymentPassword: null,
    profile: {},
    trial: false,
    withdrawals: [],
    deposits: [],
    rebates: downlineRebates(input.rates, input.kind),
    loginDays: new Set(),
    lastLoginAt: null,
    online: false,
  };
  state.accounts.set(accountKey(input.username), account);
  // A new sub-agent's own code (its account id) invites to its team, like every agent's.
  if (input.kind === 'AGENT') state.affiliateCodes.add(String(account.id));
  return account;
}

/** `{ rebates: [{ category, max, defaultRate }] }`: what the agent may give, and what a new downline starts with. */
function quota(ctx: Ctx<State>): Response {
  const { account } = requireAgent(ctx);
  const ceiling = ceilingOf(account);
  const defaults = account.rebates?.downlineDefaults ?? ceiling;
  return ok({
    rebates: REBATE_CATEGORIES.map((category) => ({
      category,
      max: formatBasisPoints(ceiling[category]),
      defaultRate: formatBasisPoints(defaults[category] < ceiling[category] ? defaults[category] : ceiling[category]),
    })),
  });
}

/** `?username=` → `{ exists }`, checked like registration checks the name first. */
function usernameExists(ctx: Ctx<State>): Response {
  requireAgent(ctx);
  const username = checkUsername(ctx.state, ctx.query.get('username'));
  return ok({ exists: ctx.state.accounts.has(accountKey(username)) });
}

/** Encrypted `{ username, password, confirmPassword, memberType, rebates }` → the new downline. */
async function register(ctx: Ctx<State>): Promise<Response> {
  const { account: agent } = requireAgent(ctx);
  const body = await readEncrypted(ctx);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw invalid('payload must be an object');
  const p = body as Record<string, unknown>;
  const { state } = ctx;
  const username = checkUsername(state, p.username);
  const password = typeof p.password === 'string' ? p.password : '';
  checkNewPassword(effectiveSettings(state), password);
  if (p.confirmPassword !== password)
    throw formatError(
      'confirmPassword',
      typeof p.confirmPassword === 'string' && p.confirmPassword !== '' ? 'mismatch' : 'required',
    );
  const kind = readKind(p.memberType);
  const rates = readRates(p.rebates, ceilingOf(agent));
  if (state.accounts.has(accountKey(username))) return fail('user.exists', { value: { field: 'username' } });
  const created = createDownline(ctx, agent, { username, password, kind, rates });
  return ok({
    id: created.id,
    username: created.username,
    memberType: kind,
    customerType: created.type,
    rebates: wireRates(rates),
  });
}

// ---- invitation links ----

const linksOf = (state: State, agent: Account): AffiliateLink[] =>
  state.affiliateLinks.list.filter((link) => link.agent === accountKey(agent.username));

/** Accounts registered with a link's code. */
const registrationsWith = (state: State, code: string): number =>
  [...state.accounts.values()].filter((a) => a.affiliateCode?.toUpperCase() === code).length;

const wireLink = (state: State, link: AffiliateLink) => ({
  id: link.id,
  code: link.code,
  memberType: link.memberType,
  rebates: wireRates(link.rebates),
  createdAt: link.createdAt,
  registrations: registrationsWith(state, link.code),
});

/** A link's code: 8 letters and digits without look-alikes, unused by any code or account id. */
function newCode(state: State): string {
  let code: string;
  do code = state.rng.chars(8, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789');
  while (state.affiliateCodes.has(code));
  return code;
}

function listLinks(ctx: Ctx<State>): Response {
  const { account } = requireAgent(ctx);
  const links = linksOf(ctx.state, account)
    .map((link) => wireLink(ctx.state, link))
    .reverse();
  return ok({ links });
}

async function createLink(ctx: Ctx<State>): Promise<Response> {
  const { account } = requireAgent(ctx);
  const body = await jsonBody(ctx.request);
  const { state } = ctx;
  const memberType = readKind(body.memberType);
  const rebates = readRates(body.rebates, ceilingOf(account));
  if (linksOf(state, account).length >= MAX_AFFILIATE_LINKS)
    return fail('affiliate.link.limit', { value: { max: MAX_AFFILIATE_LINKS } });
  const link: AffiliateLink = {
    id: state.affiliateLinks.nextId++,
    code: newCode(state),
    agent: accountKey(account.username),
    memberType,
    rebates,
    createdAt: ctx.sim.now(),
  };
  state.affiliateLinks.list.push(link);
  state.affiliateCodes.add(link.code);
  return ok(wireLink(state, link));
}

/** Deleting a link retires its code: registrations with it are refused from then on. */
function deleteLink(ctx: Ctx<State>): Response {
  const { account } = requireAgent(ctx);
  const { state } = ctx;
  const id = Number(ctx.params.id);
  const index = state.affiliateLinks.list.findIndex(
    (link) => link.id === id && link.agent === accountKey(account.username),
  );
  if (!Number.isInteger(id) || index < 0) return fail('affiliate.link.not.found');
  const [link] = state.affiliateLinks.list.splice(index, 1);
  if (link) state.affiliateCodes.delete(link.code);
  return ok(null);
}

/** Admin: `GET /__sim/direct-downlines?agent=` → the agent's direct downlines (usernames, types), newest first. */
function adminDirectDownlines(ctx: Ctx<State>): Response {
  const agent = ctx.query.get('agent')?.trim();
  if (!agent) throw invalid('agent is required');
  return ok(
    directDownlines(ctx.sim.state, agent).map((a) => ({
      username: a.username,
      type: a.type,
      affiliateCode: a.affiliateCode,
    })),
  );
}

export function registerAgentRegister(router: Routes<State>): void {
  router
    .get('/wps/agent/register/quota', quota)
    .get('/wps/agent/register/username', usernameExists)
    .post('/wps/agent/register', register)
    .get('/wps/agent/affiliate-links', listLinks)
    .post('/wps/agent/affiliate-links', createLink)
    .delete('/wps/agent/affiliate-links/:id', deleteLink)
    .get('/__sim/direct-downlines', adminDirectDownlines);
}
