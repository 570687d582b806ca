import { useTranslation } from 'react-i18next';

/** Opens the filter drawer; says how many of its filters are on (vendor, class, minimum bet). */
export function FilterButton({ active, onClick }: { active: number; onClick: () => void }) {
  const { t } = useTranslation('games');
  return (
    <button
      type="button"
      className={`gm-chip gm-chip--filter${active > 0 ? ' gm-chip--on' : ''}`}
      aria-haspopup="dialog"
      onClick={onClick}
    >
      <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden>
        <path d="M3 5h18l-7 8.5V20l-4-2v-4.5L3 5z" fill="currentColor" />
      </svg>
      {active > 0 ? t('filter.buttonCount', { n: active }) : t('filter.button')}
    </button>
  );
}
