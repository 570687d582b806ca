import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The agreement box (checked by default); registration waits until it is ticked. */
export function AgreementCheck({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const { t } = useTranslation('member-register');
  return (
    <label className="mem-reg__agree">
      <input type="checkbox" className="mem-reg__agree-box" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>
        {t('agreement.prefix')} <Link to="/m/useragreement" className="mem-reg__link">{t('agreement.link')}</Link>
      </span>
    </label>
  );
}
