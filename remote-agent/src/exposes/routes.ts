import type { RemoteRoute } from '@mc/shared-kernel';
import '../i18n/namespace';

/**
 * Every agent page: only agents (the host's 'agent' guard), no site header and no bottom menu — the
 * page's AgentShell brings its own top bar and footer.
 */
const agentRoute = (path: string, load: RemoteRoute['load'], aliases?: string[]): RemoteRoute => ({
  path,
  ...(aliases ? { aliases } : {}),
  guard: 'agent',
  header: 'none',
  bottomMenu: false,
  load,
});

const routes: RemoteRoute[] = [
  // One dashboard under both names: the member centre links to /m/agent, the agent login lands on /m/agent-home.
  agentRoute('/m/agent', () => import('../features/agent-home/agent-home-page'), ['/m/agent-home']),
  agentRoute('/m/agentRegister', () => import('../features/open-account/open-account-page')),
  agentRoute('/m/member/agent/agentRebeat', () => import('../features/rebate-settings/rebate-settings-page')),
  agentRoute('/m/agent/team/pnl', () => import('../features/team-reports/team-pnl-page')),
  agentRoute('/m/teamBetting', () => import('../features/team-reports/team-betting-page')),
  agentRoute('/m/member/teamRebate', () => import('../features/team-reports/team-rebate-page')),
  agentRoute('/m/redRain', () => import('../features/red-rain/red-rain-page')),
  agentRoute('/m/member/agent/getSalaryContract', () => import('../features/contracts/salary-contract-page')),
  agentRoute('/m/member/agent/getDevidendContract', () => import('../features/contracts/dividend-contract-page')),
  agentRoute('/m/member/agent/getHourContract', () => import('../features/contracts/hour-contract-page')),
  agentRoute('/m/member/agent/agentDivident', () => import('../features/dividend/dividend-page')),
  agentRoute('/m/agent/team/overview', () => import('../features/team-overview/team-overview-page')),
  agentRoute('/m/member/notice', () => import('../features/agent-notices/agent-notices-page')),
  agentRoute('/m/member/team', () => import('../features/team-management/team-management-page')),
];

export default routes;
