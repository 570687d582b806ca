import { useTranslation } from 'react-i18next';
import { QUICK_FILTERS, type QuickFilter, type Selection } from '../list-state';

interface QuickFiltersProps {
  selection: Selection;
  onToggle: (filter: QuickFilter) => void;
}

const LABEL_KEYS: Record<QuickFilter, string> = { RECENT: 'quick.recent', FAV: 'quick.favourites', HOT: 'quick.hot' };

const ICONS: Record<QuickFilter, string> = {
  RECENT:
    'M12 3a9 9 0 1 0 9 9h-2a7 7 0 1 1-2.05-4.95L14 10h7V3l-2.64 2.64A8.97 8.97 0 0 0 12 3zm-1 5v5l4.25 2.52.77-1.28-3.52-2.09V8H11z',
  FAV: 'M12 20.5l-1.4-1.3C5.4 14.5 2 11.4 2 7.6 2 4.5 4.4 2 7.5 2c1.7 0 3.4.8 4.5 2.1C13.1 2.8 14.8 2 16.5 2 19.6 2 22 4.5 22 7.6c0 3.8-3.4 6.9-8.6 11.6L12 20.5z',
  HOT: 'M13.5 1.5s.74 2.65.74 4.8c0 2.06-1.35 3.73-3.41 3.73-2.07 0-3.63-1.67-3.63-3.73l.03-.36C5.21 8.35 4 11.03 4 14c0 4.42 3.58 8 8 8s8-3.58 8-8c0-5.39-2.59-10.2-6.5-12.5z',
};

/** Quick filter buttons for recent, favourites and hot; a second press turns one off. */
export function QuickFilters({ selection, onToggle }: QuickFiltersProps) {
  const { t } = useTranslation('games');
  return (
    <div className="gm-quick" role="group" aria-label={t('quick.label')}>
      {QUICK_FILTERS.map((filter) => (
        <button
          key={filter}
          type="button"
          className="gm-chip"
          aria-pressed={selection.kind === filter}
          onClick={() => onToggle(filter)}
        >
          <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden>
            <path d={ICONS[filter]} fill="currentColor" />
          </svg>
          {t(LABEL_KEYS[filter])}
        </button>
      ))}
    </div>
  );
}
