import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BackButton, bus } from '@mc/shared-kernel';

/**
 * The host hides its header on this page; the page brings its own: back home, title, the app-download popup
 * (the host's, asked for through the bus) and settings.
 */
export function MineTopBar() {
  const { t } = useTranslation('member');
  return (
    <div className="mem-mine__bar">
      <BackButton to="/m/home" />
      <h1 className="mem-mine__title">{t('mine.title')}</h1>
      <div className="mem-mine__actions">
        <button
          type="button"
          className="mem-icon-btn"
          aria-label={t('mine.download')}
          aria-haspopup="dialog"
          onClick={() => bus.emit('download:open')}
        >
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden>
            {/* A phone with an arrow into it: the menu's deposit entry already uses a bare down arrow. */}
            <rect x="6.5" y="2.5" width="11" height="19" rx="2.2" fill="none" stroke="currentColor" strokeWidth="1.6" />
            <path
              d="M12 7v7m-3-3l3 3 3-3M10.5 18.5h3"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
        <Link to="/m/set" className="mem-icon-btn" aria-label={t('mine.settings')}>
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden>
            <path
              d="M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm7.4-3a7.4 7.4 0 0 0-.1-1.2l2-1.6-2-3.4-2.4 1a7.3 7.3 0 0 0-2-1.2L14.5 3h-5l-.4 2.6a7.3 7.3 0 0 0-2 1.2l-2.4-1-2 3.4 2 1.6a7.4 7.4 0 0 0 0 2.4l-2 1.6 2 3.4 2.4-1a7.3 7.3 0 0 0 2 1.2l.4 2.6h5l.4-2.6a7.3 7.3 0 0 0 2-1.2l2.4 1 2-3.4-2-1.6c.1-.4.1-.8.1-1.2z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinejoin="round"
            />
          </svg>
        </Link>
      </div>
    </div>
  );
}
