import { Suspense, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, changeLanguage, currentLanguage, isLanguage, useSettings, type Language } from '@mc/shared-kernel';
import '../../i18n/chrome/namespace';
import './language-picker.css';

/**
 * The languages to offer: the site's display list (settings `languages`) narrowed to those this client
 * has complete texts for, in the site's order; the client's own list when the site names none of them.
 */
export function displayLanguages(configured: readonly string[] | undefined): Language[] {
  const picked: Language[] = [];
  for (const code of configured ?? []) {
    const upper = code.toUpperCase();
    if (isLanguage(upper) && !picked.includes(upper as Language)) picked.push(upper as Language);
  }
  return picked.length > 0 ? picked : [...LANGUAGES];
}

/** Small flags drawn inline (no network, no emoji, which many Android fonts lack for flags). */
const FLAGS: Record<Language, ReactElement> = {
  MY: (
    <svg className="host-lang__flag" width="24" height="16" viewBox="0 0 24 16" aria-hidden>
      <rect width="24" height="5.34" fill="#fecb00" />
      <rect y="5.33" width="24" height="5.34" fill="#34b233" />
      <rect y="10.66" width="24" height="5.34" fill="#ea2839" />
      <path
        d="M12 3.2L13.17 6.79H16.95L13.89 9.01L15.06 12.61L12 10.39L8.94 12.61L10.11 9.01L7.05 6.79H10.83Z"
        fill="#fff"
      />
    </svg>
  ),
  EN: (
    <svg className="host-lang__flag" width="24" height="16" viewBox="0 0 24 16" aria-hidden>
      <rect width="24" height="16" fill="#012169" />
      <path d="M0 0L24 16M24 0L0 16" stroke="#fff" strokeWidth="3.2" />
      <path d="M0 0L24 16M24 0L0 16" stroke="#c8102e" strokeWidth="1.2" />
      <path d="M12 0V16M0 8H24" stroke="#fff" strokeWidth="5" />
      <path d="M12 0V16M0 8H24" stroke="#c8102e" strokeWidth="3" />
    </svg>
  ),
};

/** Header dropdown of the display languages; fixed size while its texts load. */
export function LanguagePicker() {
  return (
    <Suspense fallback={<span className="host-lang host-lang--pending" aria-hidden />}>
      <Picker />
    </Suspense>
  );
}

/** A button opening a listbox (WAI-ARIA "collapsible listbox"): arrows, Home/End, Enter/Space, Escape. */
function Picker() {
  const { t, i18n } = useTranslation('host-chrome');
  const settings = useSettings();
  const options = displayLanguages(settings.data?.languages);
  const current: Language = isLanguage(i18n.language) ? (i18n.language as Language) : currentLanguage();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const listId = useId();
  const optionId = (language: Language) => `${listId}-${language}`;
  const name = (language: Language) => t(`language.names.${language}`);

  useEffect(() => {
    if (!open) return;
    list.current?.focus();
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const show = () => {
    setActive(Math.max(0, options.indexOf(current)));
    setOpen(true);
  };
  const hide = () => {
    setOpen(false);
    button.current?.focus();
  };
  const choose = (language: Language) => {
    hide();
    // The kernel persists it and tells the page; every widget reloads its own texts (and debounces).
    if (language !== current) void changeLanguage(language);
  };

  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      show();
    }
  };
  const onListKey = (e: KeyboardEvent) => {
    const last = options.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(last, active + 1),
      ArrowUp: Math.max(0, active - 1),
      Home: 0,
      End: last,
    };
    if (e.key in moves) {
      e.preventDefault();
      setActive(moves[e.key]!);
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      const picked = options[active];
      if (picked) choose(picked);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      hide();
    } else if (e.key === 'Tab') {
      setOpen(false);
    }
  };

  const activeOption = options[active];
  return (
    <div className="host-lang" ref={root}>
      <button
        type="button"
        ref={button}
        className="host-lang__button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={t('language.current', { name: name(current) })}
        onClick={() => (open ? hide() : show())}
        onKeyDown={onButtonKey}
      >
        {FLAGS[current]}
        <span className="host-lang__code" aria-hidden>
          {current}
        </span>
        <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden>
          <path d="M1.5 3.5L5 7l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
        </svg>
      </button>
      {open ? (
        <ul
          id={listId}
          ref={list}
          role="listbox"
          tabIndex={-1}
          className="host-lang__list"
          aria-label={t('language.label')}
          aria-activedescendant={activeOption ? optionId(activeOption) : undefined}
          onKeyDown={onListKey}
        >
          {options.map((language, index) => (
            <li
              key={language}
              id={optionId(language)}
              role="option"
              aria-selected={language === current}
              className={index === active ? 'host-lang__option is-active' : 'host-lang__option'}
              onClick={() => choose(language)}
              onPointerMove={() => setActive(index)}
            >
              {FLAGS[language]}
              <span lang={language === 'MY' ? 'my' : 'en'}>{name(language)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
