import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { LoginPayload } from '@mc/shared-kernel';

export type Portal = 'member' | 'agent';

/** `?portal=agent` opens the agent login; anything else is the member login. */
export function useLoginPortal(): {
  portal: Portal;
  loginFrom: LoginPayload['loginFrom'];
  setPortal(portal: Portal): void;
} {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const portal: Portal = params.get('portal') === 'agent' ? 'agent' : 'member';

  const setPortal = (next: Portal) => {
    const search = new URLSearchParams(location.search);
    if (next === 'agent') search.set('portal', 'agent');
    else search.delete('portal');
    const query = search.toString();
    // Keep the state: it carries where the host wanted to send the person after login.
    navigate(
      { pathname: location.pathname, search: query ? `?${query}` : '' },
      { replace: true, state: location.state },
    );
  };

  return { portal, loginFrom: portal === 'agent' ? 'AGENT' : 'MEMBER', setPortal };
}
