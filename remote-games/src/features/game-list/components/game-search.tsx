import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface GameSearchProps {
  value: string;
  onChange: (value: string) => void;
  /** Called with the trimmed text on Enter, and with '' when the field is cleared. */
  onApply: (gameName: string) => void;
}

/** Name search, applied on Enter, not on every keystroke. */
export function GameSearch({ value, onChange, onApply }: GameSearchProps) {
  const { t } = useTranslation('games');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(value.trim());
  };
  return (
    <form role="search" className="gm-search" onSubmit={submit}>
      <svg className="gm-search__icon" width="18" height="18" viewBox="0 0 24 24" aria-hidden>
        <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input
        type="search"
        enterKeyHint="search"
        className="gm-search__input"
        aria-label={t('list.search')}
        placeholder={t('list.searchPlaceholder')}
        value={value}
        maxLength={50}
        onChange={(event) => {
          onChange(event.target.value);
          // The field's own clear button empties it without an Enter; the full list should come back.
          if (event.target.value === '') onApply('');
        }}
      />
    </form>
  );
}
