import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { useSession, useSignOut } from '@mc/shared-kernel';
import './settings.css';

/** /m/set. The host draws the header (back arrow and the "Settings" title); no session → home. */
export default function SettingsPage() {
  const { t } = useTranslation('member-access');
  const loggedIn = useSession((s) => s.info !== null);
  const signOut = useSignOut();
  if (!loggedIn) return <Navigate to="/m/home" replace />;
  return (
    <div className="mem-set">
      <nav aria-label={t('settings.list')}>
        <ul className="mem-set__list">
          <li>
            <Link to="/m/changePsw" className="mem-set__item">
              <span>{t('settings.changePassword')}</span>
              <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden>
                <path
                  d="M9 5l7 7-7 7"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </Link>
          </li>
        </ul>
      </nav>
      <button type="button" className="mc-btn mc-btn--block mem-set__signout" onClick={signOut.ask}>
        {t('settings.signOut')}
      </button>
      {signOut.dialog}
    </div>
  );
}
