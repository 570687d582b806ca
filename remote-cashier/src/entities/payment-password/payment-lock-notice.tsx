import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isLanguage } from '@mc/shared-kernel';
import { formatUnlockTime } from './payment-lock';
import './payment-lock.css';

/**
 * Said when too many wrong payment passwords locked the money actions: until when (in the member's
 * language), and that a reset by SMS ends the lock at once.
 */
export function PaymentLockNotice({ until, resetLink }: { until: number; resetLink?: string }) {
  const { t, i18n } = useTranslation('cashier-security');
  const language = isLanguage(i18n.language) ? i18n.language : 'MY';
  return (
    <div className="csh-pay-lock" role="alert" data-testid="payment-lock">
      <p className="csh-pay-lock__title">{t('payment.locked', { time: formatUnlockTime(until, language) })}</p>
      {resetLink ? (
        <Link className="csh-pay-lock__link" to={resetLink}>
          {t('payment.resetToUnlock')}
        </Link>
      ) : null}
    </div>
  );
}
