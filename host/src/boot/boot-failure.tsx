import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '@mc/shared-kernel';

/** The platform's settings could not be read: nothing can be decided yet, so say so and offer a retry. */
export function BootFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <I18nextProvider i18n={i18n}>
      <BootFailureText onRetry={onRetry} />
    </I18nextProvider>
  );
}

function BootFailureText({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('kernel', { useSuspense: false });
  return (
    <div className="mc-center" role="alert" style={{ minHeight: '100vh' }}>
      <p className="mc-state__title">{t('errors.server', 'The server had a problem. Please try again.')}</p>
      <button type="button" className="mc-btn mc-btn--primary" onClick={onRetry}>
        {t('actions.retry', 'Retry')}
      </button>
    </div>
  );
}
