import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, Spinner, useSwitches } from '@mc/shared-kernel';
import { FeedbackForm } from './components/feedback-form';
import { FeedbackList } from './components/feedback-list';
import './feedback.css';

/** /m/feedback (switch FEEDBACK3): send a feedback, then see it in the list below with the platform's reply. */
export default function FeedbackPage() {
  const { t } = useTranslation('member-feedback');
  const switches = useSwitches();
  const listHeading = useRef<HTMLHeadingElement>(null);
  if (switches === undefined) return <Spinner />;
  if (switches.FEEDBACK3 !== true) return <EmptyState>{t('off')}</EmptyState>;
  return (
    <div className="mem-feedback">
      <FeedbackForm onSent={() => listHeading.current?.focus()} />
      <FeedbackList ref={listHeading} />
    </div>
  );
}
