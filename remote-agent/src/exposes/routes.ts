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
  agentRoute('/m/member/team', () => import('../features/team-management/team-management-page')),
];

export default routes;
