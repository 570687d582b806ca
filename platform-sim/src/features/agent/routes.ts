import { isAgentType, requireSession } from '../../app/auth';
import type { Ctx } from '../../app/context';
import { fail, ok } from '../../app/envelope';
import { dateRange } from '../../app/params';
import type { Router } from '../../app/router';
import type { DownlineMember } from '../../app/state';

export interface TeamKpi {
  teamLoginMemberCount: number;
  teamBetMemberCount: number;
  teamRegisterMemberCount: number;
  teamOnlineCount: number;
}

const anyDayIn = (days: ReadonlySet<number>, start: number, end: number): boolean => {
  for (const day of days) if (day >= start && day <= end) return true;
  return false;
};

/** Members who logged in / bet / registered on any UTC day in [start, end]; online is "now". */
export function teamKpi(team: readonly DownlineMember[], start: number, end: number): TeamKpi {
  return {
    teamLoginMemberCount: team.filter((m) => anyDayIn(m.loginDays, start, end)).length,
    teamBetMemberCount: team.filter((m) => anyDayIn(m.betDays, start, end)).length,
    teamRegisterMemberCount: team.filter((m) => m.regDay >= start && m.regDay <= end).length,
    teamOnlineCount: team.filter((m) => m.online).length,
  };
}

function kpi(ctx: Ctx): Response {
  const { account } = requireSession(ctx);
  if (!isAgentType(account.type) || account.trial) return fail('agent.only');
  const { start, end } = dateRange(ctx.query);
  return ok({ footer: teamKpi(account.downline, start, end) });
}

export function registerAgent(router: Router): void {
  router.get('/wps/agent/kpi', kpi);
}
