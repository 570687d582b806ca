import { useTranslation } from 'react-i18next';
import { useSignOut } from '@mc/shared-kernel';

export function SignOutButton() {
  const { t } = useTranslation('member');
  const signOut = useSignOut();
  return (
    <>
      <button type="button" className="mc-btn mc-btn--block mem-signout" onClick={signOut.ask}>
        {t('mine.signOut')}
      </button>
      {signOut.dialog}
    </>
  );
}
