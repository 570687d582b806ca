import { useTranslation } from 'react-i18next';
import type { Portal } from '../hooks/use-login-portal';

const PORTALS: Portal[] = ['member', 'agent'];

/** Member or agent login: the platform refuses an account of the other kind. */
export function PortalSwitch({ portal, onChange }: { portal: Portal; onChange: (portal: Portal) => void }) {
  const { t } = useTranslation('member');
  return (
    <div className="mem-portal" role="tablist" aria-label={t('login.portal.label')}>
      {PORTALS.map((p) => (
        <button
          key={p}
          type="button"
          role="tab"
          aria-selected={portal === p}
          className={`mem-portal__tab${portal === p ? ' is-active' : ''}`}
          onClick={() => onChange(p)}
        >
          {t(`login.portal.${p}`)}
        </button>
      ))}
    </div>
  );
}
