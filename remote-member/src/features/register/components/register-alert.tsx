import { useTranslation } from 'react-i18next';
import { toApiError } from '@mc/shared-kernel';

/**
 * A failure that no field owns, above the button: business refusals by their code, network, timeout,
 * server, malformed and maintenance failures by their kind.
 */
export function RegisterAlert({ error }: { error: unknown }) {
  const { t } = useTranslation('member-register');
  const apiError = toApiError(error);
  const text = apiError.code === 'feature.disabled' ? t('server.methodClosed') : t(`kernel:${apiError.messageKey}`);
  return (
    <p className="mem-reg__alert" role="alert">
      {text}
    </p>
  );
}
