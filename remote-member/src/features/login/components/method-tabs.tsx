import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginMethod } from '../hooks/use-login-method';

const METHODS: LoginMethod[] = ['username', 'sms'];

export const methodTabId = (idBase: string, method: LoginMethod) => `${idBase}-tab-${method}`;

/**
 * Username or mobile login. A WAI-ARIA tab list: only the selected tab is in the Tab order, arrow keys
 * move between tabs, and each tab controls the form panel.
 */
export function MethodTabs({ method, onChange, idBase, panelId }: { method: LoginMethod; onChange: (method: LoginMethod) => void; idBase: string; panelId: string }) {
  const { t } = useTranslation('member');
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + METHODS.length) % METHODS.length;
    onChange(METHODS[next]!);
    tabs.current[next]?.focus();
  };

  return (
    <div className="mem-method" role="tablist" aria-label={t('login.method.label')}>
      {METHODS.map((m, index) => (
        <button
          key={m}
          ref={(el) => {
            tabs.current[index] = el;
          }}
          id={methodTabId(idBase, m)}
          type="button"
          role="tab"
          aria-selected={method === m}
          aria-controls={panelId}
          tabIndex={method === m ? 0 : -1}
          className={`mem-method__tab${method === m ? ' is-active' : ''}`}
          onClick={() => onChange(m)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {t(`login.method.${m}`)}
        </button>
      ))}
    </div>
  );
}
