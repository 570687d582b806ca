import { isAgentType, requireSession } from '../../core/auth';
import type { Ctx } from '../../core/context';
import { fail, ok } from '../../core/envelope';
import { dateRange } from '../../core/params';
import type { Routes } from '../../core/router';
import type { Account } from '../../core/state';
import { teamOf } from '../../core/team';
import { dayNumber } from '../../core/dates';
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

export function registerAgent(router: Routes): void {
  router.get('/wps/agent/kpi', kpi);
  registerTeamOverview(router);
}
