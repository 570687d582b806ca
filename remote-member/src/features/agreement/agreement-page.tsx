import { useTranslation } from 'react-i18next';
import { AgreementText, useAgreement } from '../../entities/agreement';
import './agreement.css';

/** /m/useragreement: the platform's user agreement (sanitised HTML). Guests read it before registering. */
export default function AgreementPage() {
  const { i18n } = useTranslation('member-agreement');
  const agreement = useAgreement(i18n.language);
  return (
    <div className="mem-agreement" aria-busy={!agreement.data && !agreement.isError}>
      <AgreementText />
    </div>
  );
}
