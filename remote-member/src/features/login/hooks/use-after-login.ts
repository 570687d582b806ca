import { useLocation, useNavigate } from 'react-router';
import { inAppPath } from '@mc/shared-kernel';
import type { Portal } from './use-login-portal';

/**
 * Where a successful login goes: back to the page the host's guard sent the person from, else the
 * agent home for an agent login, else home. Replaces the login page so Back does not return to it.
 */
export function useAfterLogin(portal: Portal): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;
  return () => {
    // Only a path inside this site, as the kernel's URL rule reads it (`//host`, `/\host` would leave it).
    const target =
      (typeof from === 'string' ? inAppPath(from) : null) ?? (portal === 'agent' ? '/m/agent-home' : '/m/home');
    navigate(target, { replace: true });
  };
}
