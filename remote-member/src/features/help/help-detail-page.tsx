import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { SafeHtml } from '@mc/shared-kernel';
import { useHelpEntries } from './api/get-help';
import { HelpState } from './components/help-state';
import { useHelpIndex } from './use-help-index';
import './help.css';

/** /m/helpDetail: one help entry (`?i=`, default the first) with the ones before and after. Guests may read it. */
export default function HelpDetailPage() {
  const { t, i18n } = useTranslation('member-help');
  const help = useHelpEntries(i18n.language);
  const { index } = useHelpIndex(help.data?.length);
  const { pathname } = useLocation();
  const entries = help.data ?? [];
  const entry = entries[index];
  const previous = index > 0 ? entries[index - 1] : undefined;
  const next = entries[index + 1];

  return (
    <div className="mem-help" aria-busy={!help.data && !help.isError}>
      <HelpState help={help}>
        {entry ? (
          <article className="mem-help__article" aria-labelledby="mem-help-detail-title">
            <h2 className="mem-help__article-title" id="mem-help-detail-title">
              {entry.title}
            </h2>
            <SafeHtml html={entry.content} className="mem-help__content" />
          </article>
        ) : null}
        <nav className="mem-help__pager" aria-label={t('pager')}>
          {previous ? (
            <Link className="mc-btn mem-help__step" to={`${pathname}?i=${index - 1}`} replace>
              {t('previous', { title: previous.title })}
            </Link>
          ) : (
            <span />
          )}
          {next ? (
            <Link className="mc-btn mem-help__step" to={`${pathname}?i=${index + 1}`} replace>
              {t('next', { title: next.title })}
            </Link>
          ) : null}
        </nav>
        <Link className="mem-help__all" to={`/m/help?i=${index}`}>
          {t('all')}
        </Link>
      </HelpState>
    </div>
  );
}
