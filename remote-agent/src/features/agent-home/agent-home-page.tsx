import { Navigate } from 'react-router';
import { isAgentType, useSession } from '@mc/shared-kernel';
import { AgentTopBar } from './components/agent-top-bar';
import { GreetingCard } from './components/greeting-card';
import { TeamCounters } from './components/team-counters';
import { AgentMenuGrid } from './components/agent-menu-grid';
import { AgentFooter } from './components/agent-footer';
import './agent-home.css';

/**
 * Agent home. The host's 'agent' guard already keeps others out; the page checks
 * again so the standalone shell (no guards) and a session lost mid-visit end up on /m/home too.
 */
export default function AgentHomePage() {
  const memberType = useSession((s) => s.info?.type);
  if (!isAgentType(memberType)) return <Navigate to="/m/home" replace />;
  return (
    <div className="agt-page">
      <AgentTopBar />
      <div className="agt-page__body">
        <GreetingCard />
        <TeamCounters />
        <AgentMenuGrid />
      </div>
      <AgentFooter />
    </div>
  );
}
