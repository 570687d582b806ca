import { isAgentType, requireAgent } from '../../core/auth';
import { newOrderNo, readAmount, requireRealSession } from '../../core/cashier';
import type { Ctx } from '../../core/context';
import { ok } from '../../core/envelope';
import { invalid, SimError } from '../../core/errors';
import { canonicalJson, exactlyOnce } from '../../core/idempotency';
import { post, sumBalance, withdrawable } from '../../core/ledger';
import { formatCents, type Cents } from '../../core/money';
import { intParam, jsonBody, paginate } from '../../core/params';
import type { Routes } from '../../core/router';
import { accountKey, CENTRE, type Account, type CoreState } from '../../core/state';
import { directDownlines, teamOf, teamSizes } from '../../core/team';
import { dayNumber, parseDay } from '../../core/dates';
import { checkPaymentPassword, lockedUntil } from '../../data/payment-password';

/** Most rows one page of the downline list holds. */
export const DOWNLINE_PAGE_MAX = 50;
/** Most downlines one transfer pays. */
export const TRANSFER_ITEMS_MAX = 50;

/** The accounts from `agent` down to `member` (both included), or null when `member` is not in the team. */
function trailTo(state: CoreState, agent: Account, member: string): string[] | null {
  const top = accountKey(agent.username);
  const key = accountKey(member);
  if (key === top) return [agent.username];
  const trail: string[] = [];
  const seen = new Set<string>();
  let current = state.accounts.get(key);
  while (current && !seen.has(accountKey(current.username))) {
    seen.add(accountKey(current.username));
    trail.unshift(current.username);
    if (current.upline === top) return [agent.username, ...trail];
    current = current.upline === null ? undefined : state.accounts.get(current.upline);
  }
  return null;
}

function optionalDay(query: URLSearchParams, name: string): number | null {
  const raw = query.get(name);
  if (raw === null || raw === '') return null;
  const day = parseDay(raw);
  if (day === null) throw invalid(`${name} must be a date YYYY-MM-DD`);
  return day;
}

/**
 * `GET /wps/agent/downline` (Module AGEINFO3): one level of the team, or (with `username`) a search of the
 * whole team below `parent`. Rows newest registration first (a search: level by level).
 */
function downlines(ctx: Ctx): Response {
  const agent = requireAgent(ctx);
  const { state, query } = ctx;
  const parentName = (query.get('parent') ?? '').trim() || agent.username;
  const trail = trailTo(state, agent, parentName);
  if (!trail) throw new SimError('agent.only');
  const parent = state.accounts.get(accountKey(parentName)) as Account;

  const search = (query.get('username') ?? '').trim().toLowerCase();
  const online = query.get('online');
  if (online !== null && online !== '' && online !== 'true' && online !== 'false')
    throw invalid('online must be true or false');
  const memberType = query.get('memberType');
  if (memberType !== null && memberType !== '' && memberType !== 'member' && memberType !== 'agent')
    throw invalid('memberType must be member or agent');
  const regStart = optionalDay(query, 'regStart');
  const regEnd = optionalDay(query, 'regEnd');
  if (regStart !== null && regEnd !== null && regStart > regEnd) throw invalid('regStart is after regEnd');
  const pageNo = intParam(query, 'pageNo', 1, 1, 1_000_000);
  const pageSize = intParam(query, 'pageSize', 20, 1, DOWNLINE_PAGE_MAX);

  // Levels count from the caller (1 = the caller's direct downline), wherever the list starts.
  const base = trail.length - 1;
  const candidates: { account: Account; level: number }[] = search
    ? teamOf(state, parent.username).map((m) => ({ account: m.account, level: base + m.level }))
    : directDownlines(state, parent.username).map((account) => ({ account, level: base + 1 }));
  const rows = candidates.filter(({ account }) => {
    if (search && !account.username.toLowerCase().includes(search)) return false;
    if (online === 'true' && !account.online) return false;
    if (online === 'false' && account.online) return false;
    if (memberType === 'agent' && !isAgentType(account.type)) return false;
    if (memberType === 'member' && isAgentType(account.type)) return false;
    const day = dayNumber(account.regDate);
    if (regStart !== null && day < regStart) return false;
    if (regEnd !== null && day > regEnd) return false;
    return true;
  });
  const sizes = teamSizes(state);
  const page = paginate(rows, pageNo, pageSize);
  return ok({
    pageNum: page.pageNum,
    totalPages: page.totalPages,
    total: page.total,
    trail,
    list: page.items.map(({ account, level }) => ({
      username: account.username,
      type: account.type,
      balance: formatCents(sumBalance(account)),
      regDate: account.regDate,
      lastLoginAt: account.lastLoginAt,
      online: account.online,
      level,
      teamSize: sizes.get(accountKey(account.username)) ?? 0,
      upline: account.upline === null ? null : (state.accounts.get(account.upline)?.username ?? account.upline),
    })),
  });
}

interface TransferItem {
  downline: Account;
  amount: Cents;
}

/** The items of a transfer: 1–50 distinct direct downlines, each amount > 0 with at most two decimals. */
function transferItems(state: CoreState, agent: Account, raw: unknown): TransferItem[] {
  if (!Array.isArray(raw) || raw.length === 0) throw invalid('items must be a non-empty list');
  if (raw.length > TRANSFER_ITEMS_MAX) throw invalid(`at most ${TRANSFER_ITEMS_MAX} items`);
  const seen = new Set<string>();
  const items = raw.map((item: unknown, index): TransferItem => {
    if (typeof item !== 'object' || item === null) throw invalid(`items[${index}] must be an object`);
    const { username, amount } = item as Record<string, unknown>;
    if (typeof username !== 'string' || username.trim() === '') throw invalid(`items[${index}].username is required`);
    const key = accountKey(username);
    if (seen.has(key)) throw invalid(`${username} is listed twice`);
    seen.add(key);
    const { cents, tooPrecise } = readAmount(amount, `items[${index}].amount`);
    if (tooPrecise) throw invalid(`items[${index}].amount has more than two decimals`);
    if (cents <= 0) throw invalid(`items[${index}].amount must be more than 0`);
    const downline = state.accounts.get(key);
    if (!downline || downline.upline !== accountKey(agent.username) || downline.disabled || downline.trial) {
      throw new SimError('downline.invalid', { value: { username } });
    }
    return { downline, amount: cents };
  });
  return items;
}

function checkTotal(agent: Account, total: Cents): void {
  if (total > withdrawable(agent)) throw new SimError('wallet.insufficient');
}

/**
 * All or nothing: every item is checked (downline, amount, payment password, the total against what the
 * agent may move) before any money moves; then one DOWNLINE_TRANSFER out of the agent per downline and the
 * matching one into each downline, each pair under its own transfer number.
 */
async function transferOnce(ctx: Ctx, agent: Account, body: Record<string, unknown>): Promise<Response> {
  const { state } = ctx;
  let items = transferItems(state, agent, body.items);
  const total = items.reduce((sum, item) => sum + item.amount, 0);
  if (!agent.paymentPassword) throw new SimError('payment.password.missing');
  const until = lockedUntil(agent, ctx.sim.now());
  if (until !== null) throw new SimError('payment.password.locked', { value: { lockedUntil: until } });
  checkTotal(agent, total);
  await checkPaymentPassword(ctx, agent, body.paymentPassword);

  // Checked again after the (slow) password check: the team or the balance may have changed meanwhile.
  items = transferItems(state, agent, body.items);
  checkTotal(agent, total);
  const now = ctx.sim.now();
  const done = items.map(({ downline, amount }) => {
    const transferNo = newOrderNo(state, 'T', now);
    post(state, agent, now, { type: 'DOWNLINE_TRANSFER', amount: -amount, orderNo: transferNo });
    post(state, downline, now, { type: 'DOWNLINE_TRANSFER', amount, orderNo: transferNo });
    agent.cashier.transfers.push({
      transferNo,
      kind: 'DOWNLINE',
      from: CENTRE,
      to: downline.username,
      amount,
      createdAt: now,
    });
    downline.cashier.transfers.push({
      transferNo,
      kind: 'DOWNLINE',
      from: agent.username,
      to: CENTRE,
      amount,
      createdAt: now,
    });
    return {
      username: downline.username,
      amount: formatCents(amount),
      transferNo,
      balance: formatCents(sumBalance(downline)),
    };
  });
  return ok({
    items: done,
    total: formatCents(total),
    centreBalance: formatCents(agent.balance),
    sumBalance: formatCents(sumBalance(agent)),
  });
}

/** `POST /wps/agent/transfer/downlines { items: [{ username, amount }], paymentPassword }`, exactly once. */
async function transferToDownlines(ctx: Ctx): Promise<Response> {
  const { account } = requireRealSession(ctx);
  if (!isAgentType(account.type)) throw new SimError('agent.only');
  const body = await jsonBody(ctx.request);
  return exactlyOnce(ctx, account, canonicalJson(body), () => transferOnce(ctx, account, body));
}

export function registerTeamManagement(router: Routes): void {
  router.get('/wps/agent/downline', downlines).post('/wps/agent/transfer/downlines', transferToDownlines);
}
