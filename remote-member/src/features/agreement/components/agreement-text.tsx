import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState, ErrorState, SafeHtml, Skeleton, formatDateTime, useSanitizerSettled } from '@mc/shared-kernel';
import '../../../i18n/agreement/namespace';
import { inAppPath } from '../../notice/open-notice';
import { useAgreement } from '../get-agreement';
import '../agreement.css';

/** The user agreement with its states: on its own page and in the registration form's dialog. */
export function AgreementText() {
  const { t, i18n } = useTranslation('member-agreement');
  const navigate = useNavigate();
  const agreement = useAgreement(i18n.language);
  useSanitizerSettled();

  // In-app links of the text stay in the app instead of reloading it.
  const followInAppLink = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest('a');
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    const path = inAppPath(link.getAttribute('href'), link.getAttribute('target'), window.location.origin);
    if (!path) return;
    event.preventDefault();
    navigate(path);
  };

  if (agreement.isError) return <ErrorState error={agreement.error} onRetry={() => void agreement.refetch()} />;
  if (!agreement.data) return <Skeleton height={320} radius={12} />;
  if (agreement.data.content.trim() === '') return <EmptyState>{t('empty')}</EmptyState>;
  const { title, content, updatedAt } = agreement.data;
  return (
    // The article only forwards clicks on the links inside it; the links themselves are the controls.
    <article className="mem-agreement__article" aria-labelledby="mem-agreement-title" onClick={followInAppLink}>
      <h2 className="mem-agreement__title" id="mem-agreement-title">
        {title || t('title')}
      </h2>
      {updatedAt ? <p className="mem-agreement__updated">{t('updated', { date: formatDateTime(updatedAt) })}</p> : null}
      <SafeHtml html={content} className="mem-agreement__content" />
    </article>
  );
}
