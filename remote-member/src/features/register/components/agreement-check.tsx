import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dialog } from '@mc/shared-kernel';
import { AgreementText } from '../../../entities/agreement';

/**
 * The agreement box (checked by default); registration waits until it is ticked. The link is the agreement's
 * own page, but a plain tap shows it in a dialog over the form, so nothing typed is lost by reading it.
 */
export function AgreementCheck({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const { t } = useTranslation('member-register');
  const [reading, setReading] = useState(false);
  const onLink = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setReading(true);
  };
  return (
    <>
      <label className="mem-reg__agree">
        <input
          type="checkbox"
          className="mem-reg__agree-box"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span>
          {t('agreement.prefix')}{' '}
          <Link to="/m/useragreement" className="mem-reg__link" aria-haspopup="dialog" onClick={onLink}>
            {t('agreement.link')}
          </Link>
        </span>
      </label>
      {/* No title of its own: the agreement's heading is inside, and only once it has loaded. */}
      <Dialog open={reading} label={t('agreement.link')} onClose={() => setReading(false)}>
        <div className="mem-reg__agreement">
          <AgreementText />
        </div>
      </Dialog>
    </>
  );
}
