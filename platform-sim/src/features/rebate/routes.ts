import { formatBasisPoints, newOrderNo, requireRealSession } from '../../core/cashier';
import type { Ctx } from '../../core/context';
import { ok } from '../../core/envelope';
import { invalid, SimError } from '../../core/errors';
import { canonicalJson, exactlyOnce } from '../../core/idempotency';
import { post, sumBalance } from '../../core/ledger';
import { formatCents } from '../../core/money';
import { dateRange, intParam, jsonBody, paginate } from '../../core/params';
import type { Routes } from '../../core/router';
import { accountKey, isRebateCategory, REBATE_CATEGORIES, type Account, type RebateClaim } from '../../core/state';
import { dayNumber } from '../../core/dates';
import { CLUB_LEVELS, levelOf, type ClubLevel } from './club-levels';
import { LEADERBOARD_SIZE, standings } from './mission';
import { MIN_REBATE_CLAIM, pendingRebates, type CategoryRebate } from './rebate';
import type { State } from './state';

/** Each call of this feature answers only while its whitelabel switch is on. */
function requireSwitch(state: State, name: string): void {
  if (!state.switches[name]) throw new SimError('feature.disabled', { value: { feature: name } });
}

function claimsOf(state: State, account: Account): RebateClaim[] {
  const key = accountKey(account.username);
  let claims = state.rebateClaims.get(key);
  if (!claims) {
    claims = [];
    state.rebateClaims.set(key, claims);
  }
  return claims;
}

const levelView = (level: ClubLevel) => ({
  level: level.level,
  name: level.name,
  requirements: { deposit: formatCents(level.deposit), validBet: formatCents(level.validBet) },
  rebates: REBATE_CATEGORIES.map((category) => ({ category, rate: formatBasisPoints(level.rates[category]) })),
  upgradeBonus: formatCents(level.upgradeBonus),
  birthdayBonus: formatCents(level.birthdayBonus),
  withdrawLimit: { daily: formatCents(level.dailyWithdrawLimit), times: level.dailyWithdrawals },
});

/** GET /wps/member/club (MEMCLUB3): every level, and where the member stands (its club label). */
function club(ctx: Ctx<State>): Response {
  const { account } = requireRealSession(ctx);
  requireSwitch(ctx.state, 'MEMCLUB3');
  const label = account.clubLabel;
  return ok({
    current: label ? { level: levelOf(account).level, labelName: label.labelName, progress: label.progress } : null,
    levels: CLUB_LEVELS.map(levelView),
  });
}

const rebateView = (r: CategoryRebate) => ({
  category: r.category,
  validBet: formatCents(r.validBet),
  bets: r.orderNos.length,
  rate: formatBasisPoints(r.rateBp),
  amount: formatCents(r.amount),
  claimable: r.claimable,
});

/** GET /wps/rebate/manual (MANPLAYREB3): what each category has earned since its bets were last claimed. */
function manual(ctx: Ctx<State>): Response {
  const { account } = requireRealSession(ctx);
  requireSwitch(ctx.state, 'MANPLAYREB3');
  const pending = pendingRebates(account, claimsOf(ctx.state, account));
  return ok({
    level: levelOf(account).name,
    minClaim: formatCents(MIN_REBATE_CLAIM),
    categories: pending.map(rebateView),
    claimableTotal: formatCents(pending.filter((r) => r.claimable).reduce((sum, r) => sum + r.amount, 0)),
  });
}

function claimOnce(ctx: Ctx<State>, account: Account, body: Record<string, unknown>): Response {
  requireSwitch(ctx.state, 'MANPLAYREB3');
  const { category } = body;
  if (category !== 'ALL' && !isRebateCategory(category))
    throw invalid(`category must be ALL or one of ${REBATE_CATEGORIES.join(', ')}`);
  const claims = claimsOf(ctx.state, account);
  const pending = pendingRebates(account, claims).filter((r) => category === 'ALL' || r.category === category);
  const chosen = pending.filter((r) => r.claimable);
  if (chosen.length === 0) {
    const most = pending.reduce((max, r) => (r.amount > max ? r.amount : max), 0);
    throw new SimError('rebate.minimum', {
      value: { minClaim: formatCents(MIN_REBATE_CLAIM), amount: formatCents(most) },
    });
  }
  const now = ctx.sim.now();
  const claimNo = newOrderNo(ctx.state, 'R', now);
  for (const r of chosen) {
    post(ctx.state, account, now, { type: 'REBATE', amount: r.amount, orderNo: claimNo });
    claims.unshift({
      claimNo,
      category: r.category,
      validBet: r.validBet,
      orderNos: r.orderNos,
      rateBp: r.rateBp,
      amount: r.amount,
      claimedAt: now,
    });
  }
  return ok({
    claimNo,
    claimed: chosen.map(rebateView),
    amount: formatCents(chosen.reduce((sum, r) => sum + r.amount, 0)),
    sumBalance: formatCents(sumBalance(account)),
  });
}

/** POST /wps/rebate/manual/claim `{ category }` (a category or ALL), exactly once per Idempotency-Key. */
async function claim(ctx: Ctx<State>): Promise<Response> {
  const { account } = requireRealSession(ctx);
  const body = await jsonBody(ctx.request);
  return exactlyOnce(ctx, account, canonicalJson(body), () => claimOnce(ctx, account, body));
}

/** GET /wps/rebate/report (PLYRBT): claims whose UTC day is in the range, newest first, with the range's totals. */
function report(ctx: Ctx<State>): Response {
  const { account } = requireRealSession(ctx);
  requireSwitch(ctx.state, 'PLYRBT');
  const { start, end } = dateRange(ctx.query);
  const pageNo = intParam(ctx.query, 'pageNo', 1, 1, 1_000_000);
  const pageSize = intParam(ctx.query, 'pageSize', 20, 1, 100);
  const rows = claimsOf(ctx.state, account).filter((c) => {
    const day = dayNumber(c.claimedAt);
    return day >= start && day <= end;
  });
  const page = paginate(rows, pageNo, pageSize);
  return ok({
    pageNum: page.pageNum,
    totalPages: page.totalPages,
    total: page.total,
    totals: {
      validBet: formatCents(rows.reduce((s, c) => s + c.validBet, 0)),
      amount: formatCents(rows.reduce((s, c) => s + c.amount, 0)),
    },
    list: page.items.map((c) => ({
      claimNo: c.claimNo,
      category: c.category,
      validBet: formatCents(c.validBet),
      rate: formatBasisPoints(c.rateBp),
      amount: formatCents(c.amount),
      claimedAt: c.claimedAt,
    })),
  });
}

/** GET /wps/mission/leaderboard (MISSION3): the mission, its prizes, the top places and the member's own. */
function leaderboard(ctx: Ctx<State>): Response {
  const { account } = requireRealSession(ctx);
  requireSwitch(ctx.state, 'MISSION3');
  const now = ctx.sim.now();
  const { mission } = ctx.state;
  const all = standings(ctx.state, now);
  const key = accountKey(account.username);
  const mine = all.find((s) => s.account === key) ?? null;
  const above = mine && mine.rank > 1 ? all[mine.rank - 2] : undefined;
  return ok({
    mission: { id: mission.id, title: mission.title, startsAt: mission.startsAt, endsAt: mission.endsAt, now },
    prizes: mission.prizes.map((p) => ({ fromRank: p.fromRank, toRank: p.toRank, amount: formatCents(p.amount) })),
    ranking: all
      .slice(0, LEADERBOARD_SIZE)
      .map((s) => ({ rank: s.rank, name: s.name, score: formatCents(s.score), me: s.account === key })),
    me: {
      rank: mine?.rank ?? null,
      score: mine ? formatCents(mine.score) : '0.00',
      // What would lift the member one place (past the one above); null at the top or without a score.
      toNextRank: above && mine ? formatCents(above.score - mine.score + 1) : null,
    },
  });
}

export function registerRebate(router: Routes<State>): void {
  router
    .get('/wps/member/club', club)
    .get('/wps/rebate/manual', manual)
    .post('/wps/rebate/manual/claim', claim)
    .get('/wps/rebate/report', report)
    .get('/wps/mission/leaderboard', leaderboard);
}
