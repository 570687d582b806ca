import { useLocation, useNavigate } from 'react-router';
import type { Portal } from './use-login-portal';

/** Only a path inside this site; `//host` would leave it. */
const isLocalPath = (value: unknown): value is string => typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');

/**
 * Where a successful login goes: back to the page the host's guard sent the person from, else the
 * agent home for an agent login, else home. Replaces the login page so Back does not return to it.
 */
export function useAfterLogin(portal: Portal): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;
  return () => {
    const target = isLocalPath(from) ? from : portal === 'agent' ? '/m/agent-home' : '/m/home';
    navigate(target, { replace: true });
  };
}
