import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { usePageTitle, useSession } from '@mc/shared-kernel';
import { mayEnterAgentArea } from './agent-gates';
import { AgentTopBar } from './agent-top-bar';
import { AgentFooter } from './agent-footer';
import './agent-shell.css';

export interface AgentShellProps {
  /** The page's heading (already translated). */
  title: string;
  /** Where the back arrow goes; without it, back in history (or home when there is none). */
  back?: string;
  /** Something small at the top bar's end (a help or refresh button). */
  end?: ReactNode;
  /** Pages with their own bottom bar (a form's submit row) leave the footer out. */
  footer?: boolean;
  children: ReactNode;
}

/**
 * Every agent page: its own top bar and footer in place of the host's header and bottom menu (the routes
 * hide those). The host's 'agent' guard keeps others out; the shell checks again so the standalone dev
 * shell (no guards) and a session lost mid-visit end up on /m/home too.
 */
export function AgentShell({ title, back, end, footer = true, children }: AgentShellProps) {
  const memberType = useSession((s) => s.info?.type);
  // The routes have no title key (each page names itself here): the host makes the document's title from it.
  usePageTitle(title);
  if (!mayEnterAgentArea(memberType)) return <Navigate to="/m/home" replace />;
  return (
    <div className="agt-page">
      <AgentTopBar title={title} back={back} end={end} />
      <div className={footer ? 'agt-page__body' : 'agt-page__body agt-page__body--no-footer'}>{children}</div>
      {footer && <AgentFooter />}
    </div>
  );
}
