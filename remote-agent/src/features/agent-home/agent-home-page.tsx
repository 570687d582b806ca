import { useTranslation } from 'react-i18next';
import { AgentShell } from '../../shell/agent-shell';
import { GreetingCard } from './components/greeting-card';
import { TeamCounters } from './components/team-counters';
import { AgentMenuGrid } from './components/agent-menu-grid';
import './agent-home.css';

/**
 * The agency centre (/m/agent, also /m/agent-home): the agent's dashboard — greeting and balance, today's
 * team counters, and the menu of agent pages the whitelabel menu enables.
 */
export default function AgentHomePage() {
  const { t } = useTranslation('agent');
  return (
    <AgentShell title={t('home.title')} back="/m/mine">
      <GreetingCard />
      <TeamCounters />
      <AgentMenuGrid />
    </AgentShell>
  );
}
