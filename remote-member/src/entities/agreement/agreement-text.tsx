import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, SafeHtml, Skeleton, formatDateTime, useSanitizerSettled } from '@mc/shared-kernel';
import '../../i18n/agreement/namespace';
import { useFollowInAppLink } from '../in-app-link';
import { useAgreement } from './get-agreement';
import './agreement-text.css';

/** The user agreement with its states: on its own page and in the registration form's dialog. */
export function AgreementText() {
  const { t, i18n } = useTranslation('member-agreement');
  const agreement = useAgreement(i18n.language);
  useSanitizerSettled();

  // In-app links of the text stay in the app instead of reloading it.
  const followInAppLink = useFollowInAppLink();

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
