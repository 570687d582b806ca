import type { ReactNode } from 'react';
import { BackButton } from '@mc/shared-kernel';

/** Agent pages hide the site header, so the shell brings its own title and way back. */
export function AgentTopBar({ title, back, end }: { title: string; back?: string; end?: ReactNode }) {
  return (
    <header className="agt-topbar">
      <BackButton to={back} />
      {/* The page's heading: the host moves focus to it after a navigation (by script, never by Tab). */}
      <h1 className="agt-topbar__title" tabIndex={-1}>
        {title}
      </h1>
      <span className="agt-topbar__end">{end}</span>
    </header>
  );
}
