import { useTranslation } from 'react-i18next';
import { toApiError } from '@mc/shared-kernel';

/**
 * Why the login failed, above the button. Business refusals are localized by their code
 * (wrong password, non-member, non-agent, captcha needed…); network, timeout, server, malformed and
 * maintenance failures get the kernel's message for their kind.
 */
export function LoginError({ error }: { error: unknown }) {
  const { t } = useTranslation('kernel');
  const apiError = toApiError(error);
  // A code the catalogue does not know: the platform's own sentence says more than "Unknown error".
  const text =
    apiError.kind === 'business' && apiError.messageKey === 'errors.unknown' && apiError.message !== apiError.code
      ? apiError.message
      : t(apiError.messageKey);
  return (
    <p className="mem-login__alert" role="alert">
      {text}
    </p>
  );
}
