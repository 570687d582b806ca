import { useTranslation } from 'react-i18next';
import { ErrorState, Skeleton } from '@mc/shared-kernel';
import '../../i18n/security/namespace';
import { useSecurityOverview } from './api/security-state';
import { PayeeForm } from './components/payee-form';
import './security-centre.css';

/** /m/securityCenter/payeeName: the payee name, bound once; once bound it is only shown, with the reason. */
export default function PayeeNamePage() {
  const { t } = useTranslation('member-security');
  const overview = useSecurityOverview();
  if (overview.isError) {
    return (
      <div className="mem-sec">
        <ErrorState error={overview.error} onRetry={() => void overview.refetch()} />
      </div>
    );
  }
  if (!overview.data) {
    return (
      <div className="mem-sec" aria-busy="true" data-testid="payee-skeleton">
        <Skeleton height={56} />
      </div>
    );
  }
  const bound = overview.data.payeeName;
  return (
    <div className="mem-sec">
      {bound !== null ? (
        <section className="mem-sec__form" aria-labelledby="mem-sec-payee">
          <h2 id="mem-sec-payee" className="mem-sec__heading">
            {t('payee.label')}
          </h2>
          <p className="mem-sec__current">{bound}</p>
          <p className="mem-sec__note">{t('payee.bound')}</p>
        </section>
      ) : (
        <PayeeForm />
      )}
    </div>
  );
}
