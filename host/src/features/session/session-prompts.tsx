import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Dialog, TOAST_LONG_MS, bus, inAppPath, queryClient, toast } from '@mc/shared-kernel';
import { guardSendsToLogin } from '../../layout/layout-store';

const LOGIN_PATH = '/m/login';

interface Prompt {
  kind: 'expired' | 'login' | 'real-account';
  /** The page it was raised on: shown there only, and where the login brings the person back. */
  pathname: string;
  search: string;
}

/**
 * Host-owned reactions to session events from any package: the server ended the session (once, no
 * loop of toasts), a guest reached a protected entry, or a trial user reached a real-account feature.
 * The dialog's login brings the person back to the page they were on. Where the login form is already
 * showing, or the page's guard is taking the person there, a lost session is said in a toast instead:
 * a dialog asking to log in over the login form would only stand in the way.
 */
export function SessionPrompts() {
  const { t } = useTranslation('kernel');
  const navigate = useNavigate();
  const location = useLocation();
  const [prompt, setPrompt] = useState<Prompt | null>(null);
  const here = useRef(location);
  useLayoutEffect(() => {
    here.current = location;
  });

  useEffect(() => {
    const raise = (kind: Prompt['kind']) => {
      const { pathname, search } = here.current;
      setPrompt({ kind, pathname, search });
    };
    const offs = [
      bus.on('session:expired', () => {
        queryClient.removeQueries({ queryKey: ['member'] });
        queryClient.removeQueries({ queryKey: ['wallet'] });
        const { pathname } = here.current;
        if (pathname === LOGIN_PATH || guardSendsToLogin(pathname)) {
          setPrompt(null);
          toast.info(t('errors.session'), TOAST_LONG_MS);
        } else raise('expired');
      }),
      bus.on('auth:required', ({ reason }) => raise(reason === 'real-account' ? 'real-account' : 'login')),
      // Logged in (by this prompt or any other way): nothing is left to ask.
      bus.on('session:login', () => setPrompt(null)),
    ];
    return () => offs.forEach((off) => off());
  }, [t]);

  // Only on the page it was raised on: a screen that sends the person to the login form itself moves away.
  const open = prompt !== null && prompt.pathname === location.pathname && location.pathname !== LOGIN_PATH;
  const close = () => setPrompt(null);
  const goLogin = () => {
    const from = prompt ? inAppPath(prompt.pathname + prompt.search) : null;
    setPrompt(null);
    navigate(LOGIN_PATH, from ? { state: { from } } : undefined);
  };
  const text =
    prompt?.kind === 'expired'
      ? t('errors.session')
      : prompt?.kind === 'real-account'
        ? t('errors.realAccountOnly')
        : t('errors.loginFirst');
  return (
    <Dialog open={open} onClose={close} onConfirm={goLogin} confirmLabel={t('actions.login')}>
      <span data-testid="session-prompt">{text}</span>
    </Dialog>
  );
}
