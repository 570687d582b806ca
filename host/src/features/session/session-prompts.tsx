import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog, bus, queryClient } from '@mc/shared-kernel';

type Prompt = null | 'expired' | 'login' | 'real-account';

/**
 * Host-owned reactions to session events from any package: the server ended the session (once, no
 * loop of toasts), a guest reached a protected entry, or a trial user reached a real-account feature.
 */
export function SessionPrompts() {
  const { t } = useTranslation('kernel');
  const navigate = useNavigate();
  const [prompt, setPrompt] = useState<Prompt>(null);

  useEffect(() => {
    const offs = [
      bus.on('session:expired', () => {
        queryClient.removeQueries({ queryKey: ['member'] });
        queryClient.removeQueries({ queryKey: ['wallet'] });
        setPrompt('expired');
      }),
      bus.on('auth:required', ({ reason }) => setPrompt(reason === 'real-account' ? 'real-account' : 'login')),
    ];
    return () => offs.forEach((off) => off());
  }, []);

  const close = () => setPrompt(null);
  const goLogin = () => {
    setPrompt(null);
    navigate('/m/login');
  };
  const text = prompt === 'expired' ? t('errors.session') : prompt === 'real-account' ? t('errors.realAccountOnly') : t('errors.loginFirst');
  return (
    <Dialog open={prompt !== null} onClose={close} onConfirm={goLogin} confirmLabel={t('actions.login')}>
      <span data-testid="session-prompt">{text}</span>
    </Dialog>
  );
}
