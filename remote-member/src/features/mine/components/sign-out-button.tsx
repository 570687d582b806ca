import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog, logout, toast } from '@mc/shared-kernel';

/** Spec section 4: confirm, a loading notice (up to 9999 s) while the logout call runs, then home. */
const SIGN_OUT_NOTICE_MS = 9_999_000;

export function SignOutButton() {
  const { t } = useTranslation('member');
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);

  const signOut = async () => {
    setConfirming(false);
    const notice = toast.loading(t('kernel:state.pleaseWait'), SIGN_OUT_NOTICE_MS);
    try {
      await logout();
    } finally {
      toast.dismiss(notice);
      navigate('/m/home', { replace: true });
    }
  };

  return (
    <>
      <button type="button" className="mc-btn mc-btn--block mem-signout" onClick={() => setConfirming(true)}>
        {t('mine.signOut')}
      </button>
      <Dialog open={confirming} title={t('mine.signOutTitle')} onClose={() => setConfirming(false)} onConfirm={() => void signOut()}>
        {t('mine.signOutSure')}
      </Dialog>
    </>
  );
}
