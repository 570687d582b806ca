import { isAgentType, requireSession } from '../../core/auth';
import type { Ctx } from '../../core/context';
import { fail, ok } from '../../core/envelope';
import { invalid } from '../../core/errors';
import { dateRange, jsonBody } from '../../core/params';
import type { Router } from '../../core/router';
import { accountKey, type Account } from '../../core/state';
import { teamOf } from '../../core/team';
import { dayNumber } from '../../core/dates';
import { CONTRACT_KINDS, REQUEST_FIELD, type ContractKind } from '../contracts/terms';
import { pendingContracts, setRequest } from '../contracts/contract-store';
import { registerTeamOverview } from './team-overview';

export interface TeamKpi {
  teamLoginMemberCount: number;
  teamBetMemberCount: number;
  teamRegisterMemberCount: number;
  teamOnlineCount: number;
}

const anyDayIn = (days: Iterable<number>, start: number, end: number): boolean => {
  for (const day of days) if (day >= start && day <= end) return true;
  return false;
};

/** The UTC days an account bet on: those of its orders (what the team betting report lists). */
const betDays = (account: Account): Iterable<number> => account.orders.map((o) => dayNumber(o.createdAt));

/**
 * Accounts of the team (every level) who logged in / bet / registered on any UTC day in [start, end];
 * online is "now".
 */
export function teamKpi(team: readonly Account[], start: number, end: number): TeamKpi {
  return {
    teamLoginMemberCount: team.filter((a) => anyDayIn(a.loginDays, start, end)).length,
    teamBetMemberCount: team.filter((a) => anyDayIn(betDays(a), start, end)).length,
    teamRegisterMemberCount: team.filter((a) => dayNumber(a.regDate) >= start && dayNumber(a.regDate) <= end).length,
    teamOnlineCount: team.filter((a) => a.online).length,
  };
}

function kpi(ctx: Ctx): Response {
  const { account } = requireSession(ctx);
  if (!isAgentType(account.type) || account.trial) return fail('agent.only');
  const { start, end } = dateRange(ctx.query);
  const team = teamOf(ctx.state, account.username).map((m) => m.account);
  return ok({ footer: teamKpi(team, start, end) });
}

/** The contract check of the home page (Module COMM3). */
function contractRequests(ctx: Ctx): Response {
  const { account } = requireSession(ctx);
  return ok(pendingContracts(ctx.state, account));
}

/**
 * Admin: `POST /__sim/contracts { username, dailysalreqtype?, divtypecompperiodreq?, contracthoursalreq? }`:
 * a positive value offers that contract anew, 0 withdraws a waiting offer (contract-store setRequest).
 */
async function setContracts(ctx: Ctx): Promise<Response> {
  const body = await jsonBody(ctx.request);
  const username = body.username;
  if (typeof username !== 'string' || username.trim() === '') throw invalid('username is required');
  const account = ctx.sim.state.accounts.get(accountKey(username));
  if (!account) throw invalid('no such account');
  const changes: [ContractKind, number][] = [];
  for (const kind of CONTRACT_KINDS) {
    const field = REQUEST_FIELD[kind];
    const value = body[field];
    if (value === undefined) continue;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0)
      throw invalid(`${field} must be a whole number ≥ 0`);
    changes.push([kind, value]);
  }
  for (const [kind, value] of changes) setRequest(ctx.sim.state, account, kind, value, ctx.sim.now());
  return ok(pendingContracts(ctx.sim.state, account));
}

export function registerAgent(router: Router): void {
  router.get('/wps/agent/kpi', kpi);
  router.get('/wps/agent/contract/request', contractRequests);
  // The admin call sits with the feature whose state it sets (like the sim's other per-feature data).
  router.post('/__sim/contracts', setContracts);
  registerTeamOverview(router);
}
