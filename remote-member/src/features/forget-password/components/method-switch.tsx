import { useTranslation } from 'react-i18next';

export type ForgetMethod = 'phone' | 'email';
const METHODS: ForgetMethod[] = ['phone', 'email'];

export const panelId = (method: ForgetMethod) => `mem-forget-${method}`;
export const tabId = (method: ForgetMethod) => `mem-forget-${method}-tab`;

/** Phone or e-mail: shown only when the phone reset is enabled (switch CHNGPASSVERIF3). */
export function MethodSwitch({ method, onChange }: { method: ForgetMethod; onChange: (method: ForgetMethod) => void }) {
  const { t } = useTranslation('member-access');
  return (
    <div className="mem-forget__methods" role="tablist" aria-label={t('forget.method.label')}>
      {METHODS.map((m) => (
        <button
          key={m}
          id={tabId(m)}
          type="button"
          role="tab"
          aria-selected={method === m}
          aria-controls={panelId(m)}
          className={`mem-forget__method${method === m ? ' is-active' : ''}`}
          onClick={() => onChange(m)}
        >
          {t(`forget.method.${m}`)}
        </button>
      ))}
    </div>
  );
}
