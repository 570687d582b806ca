import { useTranslation } from 'react-i18next';

/**
 * iOS Safari's add-to-home-screen tips and the web-clip profile button. On iPhones of 812 px and more the
 * footer is taller so the button clears the home indicator.
 */
export function HomeScreenFooter({ profile, tall }: { profile: string | null; tall: boolean }) {
  const { t } = useTranslation('host-chrome');
  return (
    <footer
      className={tall ? 'host-dl-footer host-dl-footer--tall' : 'host-dl-footer'}
      data-testid="home-screen-footer"
    >
      <h3 className="host-dl-footer__title">{t('download.footer.title')}</h3>
      <ol className="host-dl-footer__steps">
        <li>
          <span>{t('download.footer.step1')}</span>
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden>
            <path
              d="M12 3v12M8 7l4-4 4 4M6 11H5v10h14V11h-1"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </li>
        <li>{t('download.footer.step2')}</li>
      </ol>
      {profile ? (
        <a className="mc-btn mc-btn--primary mc-btn--block host-dl-footer__profile" href={profile}>
          <span>{t('download.footer.profile')}</span>
          <small>{t('download.footer.profileHint')}</small>
        </a>
      ) : null}
    </footer>
  );
}
