import { useTranslation } from 'react-i18next';
import { ErrorState, Skeleton, formatDateTime } from '@mc/shared-kernel';
import '../../i18n/security/namespace';
import { useQuestions } from './api/questions';
import { SetQuestionsForm } from './components/set-questions-form';
import { VerifyQuestionsForm } from './components/verify-questions-form';
import './security-centre.css';

/** /m/securityCenter/questions: choose two questions and answer them once; afterwards, answer them to confirm. */
export default function QuestionsPage() {
  const { t } = useTranslation('member-security');
  const questions = useQuestions();
  if (questions.isError) {
    return (
      <div className="mem-sec">
        <ErrorState error={questions.error} onRetry={() => void questions.refetch()} />
      </div>
    );
  }
  if (!questions.data) {
    return (
      <div className="mem-sec" aria-busy="true" data-testid="questions-skeleton">
        <Skeleton height={56} />
        <Skeleton height={56} />
      </div>
    );
  }
  const { chosen, lockedUntil, attemptsLeft } = questions.data;
  return (
    <div className="mem-sec">
      {chosen === null ? (
        <SetQuestionsForm questionIds={questions.data.questions.map((q) => q.id)} />
      ) : lockedUntil !== null ? (
        <p className="mem-sec__alert mem-sec__form" role="alert">
          {t('questions.lockedUntil', { time: formatDateTime(lockedUntil) })}
        </p>
      ) : (
        <VerifyQuestionsForm key={chosen.join()} chosen={chosen} attemptsLeft={attemptsLeft} />
      )}
    </div>
  );
}
