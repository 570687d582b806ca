import { useTranslation } from 'react-i18next';
import { Spinner } from '@mc/shared-kernel';
import { NS } from './i18n/namespace';
import type { MoneySubmission } from './use-money-submission';

/**
 * What a money form shows while its outcome is not settled: sending, checking, unknown ("not confirmed
 * yet" while the hook keeps asking; "we cannot tell" with Check again once it has stopped; never
 * "failed"), or "not carried out" with the way to try again. The screen shows done and failed itself;
 * this renders nothing for them, nor for idle.
 */
export function MoneyStatus<P, R>({
  submission,
  onTryAgain,
}: {
  submission: MoneySubmission<P, R>;
  onTryAgain(): void;
}) {
  const { t } = useTranslation([NS, 'kernel']);
  const { state } = submission;
  switch (state.phase) {
    case 'sending':
      return <Spinner label={t('sending')} />;
    case 'checking':
      return <Spinner label={t('checking')} />;
    case 'unknown':
      if (state.lookingAgain) {
        return (
          <div className="mc-center" role="status" data-testid="money-unconfirmed">
            <p className="mc-state__title">{t('unconfirmed')}</p>
            <p className="mc-state__hint">{t('unconfirmedHint')}</p>
          </div>
        );
      }
      return (
        <div className="mc-center" role="alert" data-testid="money-unknown">
          <p className="mc-state__title">{t('unknown')}</p>
          <p className="mc-state__hint">{t('unknownHint')}</p>
          <button type="button" className="mc-btn mc-btn--primary" onClick={() => void submission.check()}>
            {t('checkAgain')}
          </button>
        </div>
      );
    case 'notCarriedOut':
      return (
        <div className="mc-center" role="alert" data-testid="money-not-carried-out">
          <p className="mc-state__title">{t('notCarriedOut')}</p>
          <button type="button" className="mc-btn mc-btn--primary" onClick={onTryAgain}>
            {t('kernel:actions.retry')}
          </button>
        </div>
      );
    default:
      return null;
  }
}
