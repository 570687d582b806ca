import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegisterBy } from '../registration-rules';

export const methodTabId = (idBase: string, by: RegisterBy) => `${idBase}-tab-${by}`;

/**
 * Username or mobile registration, shown only when the merchant offers both. A WAI-ARIA tab list:
 * only the selected tab is in the Tab order, arrow keys move between tabs, each tab controls the form.
 */
export function MethodToggle({ methods, by, onChange, idBase, panelId }: { methods: RegisterBy[]; by: RegisterBy; onChange: (by: RegisterBy) => void; idBase: string; panelId: string }) {
  const { t } = useTranslation('member-register');
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + methods.length) % methods.length;
    onChange(methods[next]!);
    tabs.current[next]?.focus();
  };

  return (
    <div className="mem-reg__methods" role="tablist" aria-label={t('method.label')}>
      {methods.map((m, index) => (
        <button
          key={m}
          ref={(el) => {
            tabs.current[index] = el;
          }}
          id={methodTabId(idBase, m)}
          type="button"
          role="tab"
          aria-selected={by === m}
          aria-controls={panelId}
          tabIndex={by === m ? 0 : -1}
          className={`mem-reg__method${by === m ? ' is-active' : ''}`}
          onClick={() => onChange(m)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {t(`method.${m}`)}
        </button>
      ))}
    </div>
  );
}
