import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logout } from '../api/calls/session';
import { Dialog } from './dialog';
import { toast } from './toast';

/** The sign-out loading notice may stay up to 9999 s while the call runs. */
export const SIGN_OUT_NOTICE_MS = 9_999_000;

/**
 * Sign out the same way from every place that offers it: confirm dialog, loading
 * notice, logout call and clean-up, then /m/home replacing history.
 */
export function useSignOut(): { ask: () => void; dialog: ReactElement } {
  const { t } = useTranslation('kernel');
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);

  const signOut = async () => {
    setConfirming(false);
    const notice = toast.loading(t('state.pleaseWait'), SIGN_OUT_NOTICE_MS);
    try {
      await logout();
    } finally {
      toast.dismiss(notice);
      navigate('/m/home', { replace: true });
    }
  };

  const dialog = (
    // Named by its question: a heading saying only "Prompt" tells a screen reader nothing.
    <Dialog
      open={confirming}
      title={t('signOut.sure')}
      onClose={() => setConfirming(false)}
      onConfirm={() => void signOut()}
    />
  );
  return { ask: () => setConfirming(true), dialog };
}
