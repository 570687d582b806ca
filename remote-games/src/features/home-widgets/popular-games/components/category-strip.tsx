import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton, TabList, tabId } from '@mc/shared-kernel';
import type { PopularTab } from '../popular-tabs';
import { usePrefersReducedMotion } from '../../shared/use-motion';

/** Placeholder pills after Hot while the categories load, so the strip does not grow when they come. */
const SKELETON_PILLS = 4;

interface CategoryStripProps {
  tabs: PopularTab[];
  selected: string;
  loading: boolean;
  idBase: string;
  panelId: string;
  onSelect: (key: string) => void;
}

/** The popular-games tab strip; a tab the person picks is scrolled into view. */
export function CategoryStrip({ tabs, selected, loading, idBase, panelId, onSelect }: CategoryStripProps) {
  const { t } = useTranslation('games-widgets');
  const reducedMotion = usePrefersReducedMotion();
  // Only a person's choice scrolls: on first render the page should stay where it is.
  const picked = useRef(false);

  useEffect(() => {
    if (!picked.current) return;
    document.getElementById(tabId(idBase, selected))?.scrollIntoView?.({
      block: 'nearest',
      inline: 'center',
      behavior: reducedMotion ? 'auto' : 'smooth',
    });
  }, [selected, idBase, reducedMotion]);

  return (
    <div className="gm-popular__strip">
      <TabList
        label={t('popular.tabs.label')}
        options={tabs.map((tab) => ({ value: tab.key, label: t(`popular.tabs.${tab.labelKey}`) }))}
        selected={selected}
        onChange={(key) => {
          picked.current = true;
          onSelect(key);
        }}
        idBase={idBase}
        panelId={panelId}
        className="gm-popular__tabs"
        tabClassName="gm-popular__tab"
      />
      {loading
        ? Array.from({ length: SKELETON_PILLS }, (_, i) => (
            <span key={i} className="gm-popular__pill-skeleton" data-testid="category-skeleton">
              <Skeleton height={32} width={72} radius={16} />
            </span>
          ))
        : null}
    </div>
  );
}
