import { useRef, type KeyboardEvent } from 'react';

export interface TabOption<T extends string> {
  value: T;
  label: string;
}

export const tabId = (idBase: string, value: string) => `${idBase}-tab-${value}`;

/**
 * A WAI-ARIA tab list for choosing between a few forms (login method, registration method, recovery
 * method): only the selected tab is in the Tab order, arrow keys move between tabs, each tab
 * controls `panelId`.
 */
export function TabList<T extends string>({
  label,
  options,
  selected,
  onChange,
  idBase,
  panelId,
  className,
  tabClassName,
}: {
  label: string;
  options: TabOption<T>[];
  selected: T;
  onChange: (value: T) => void;
  idBase: string;
  panelId: string;
  className?: string;
  tabClassName?: string;
}) {
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + options.length) % options.length;
    onChange(options[next]!.value);
    tabs.current[next]?.focus();
  };

  return (
    <div className={className} role="tablist" aria-label={label}>
      {options.map((option, index) => (
        <button
          key={option.value}
          ref={(el) => {
            tabs.current[index] = el;
          }}
          id={tabId(idBase, option.value)}
          type="button"
          role="tab"
          aria-selected={selected === option.value}
          aria-controls={panelId}
          tabIndex={selected === option.value ? 0 : -1}
          className={`${tabClassName ?? ''}${selected === option.value ? ' is-active' : ''}`}
          onClick={() => onChange(option.value)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
