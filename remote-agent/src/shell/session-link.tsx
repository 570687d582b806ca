import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { sessionStore } from '@mc/shared-kernel';

/** A link that does nothing without a session, as the agent home's menu and footer entries do. */
export function SessionLink({
  to,
  className,
  children,
  ariaLabel,
}: {
  to: string;
  className?: string;
  children: ReactNode;
  ariaLabel?: string;
}) {
  return (
    <Link
      to={to}
      className={className}
      aria-label={ariaLabel}
      onClick={(event) => {
        if (!sessionStore.getState().info) event.preventDefault();
      }}
    >
      {children}
    </Link>
  );
}
