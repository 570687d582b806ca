import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, tabId, useMerchantCode, type WidgetProps } from '@mc/shared-kernel';
import { useFavouriteIds } from '../../../entities/favourites';
import { useLaunchGame } from '../../../entities/game-launch';
import { useDebouncedLanguage } from '../shared/use-debounced-language';
import { useGameCategories } from './api/get-categories';
import { CategoryStrip } from './components/category-strip';
import { HotGames } from './components/hot-games';
import { VendorTiles } from './components/vendor-tiles';
import { HOT, popularTabs, type VendorTile } from './popular-tabs';
import './popular-games.css';

/** On a language change the vendor list reloads, debounced 200 ms. */
export const POPULAR_LANGUAGE_DEBOUNCE_MS = 200;

/** Home widget "Popular games": Hot plus the server's categories, each with its vendors. */
export default function PopularGames({ className }: WidgetProps) {
  const { t } = useTranslation('games-widgets');
  const idBase = useId();
  const panelId = `${idBase}-panel`;
  const language = useDebouncedLanguage(POPULAR_LANGUAGE_DEBOUNCE_MS);
  const merchant = useMerchantCode();
  const params = merchant.code ? { merchantCode: merchant.code, language } : null;
  const categories = useGameCategories(params);
  const launch = useLaunchGame();
  // A member's favourites load on mount, so the game screens open with them cached.
  useFavouriteIds();

  const tabs = useMemo(() => popularTabs(categories.data ?? []), [categories.data]);
  // Active tab starts at index 0, Hot.
  const [selected, setSelected] = useState(HOT);
  // A category gone after a reload (in another language, say) leaves Hot selected.
  const active = tabs.find((tab) => tab.key === selected) ?? tabs[0]!;
  const openVendor = (vendor: VendorTile) => launch(vendor, { source: 'vendor' });

  return (
    // The host's RemoteWidget gives the page its region; the widget brings the heading.
    <div className={`gm-popular${className ? ` ${className}` : ''}`}>
      <h2 className="gm-popular__title">{t('popular.title')}</h2>
      {merchant.error && !merchant.code ? (
        <ErrorState error={merchant.error} onRetry={merchant.retry} compact />
      ) : (
        <>
          <CategoryStrip
            tabs={tabs}
            selected={active.key}
            loading={categories.isPending}
            idBase={idBase}
            panelId={panelId}
            onSelect={setSelected}
          />
          {categories.isError && !categories.data ? (
            <div className="gm-popular__categories-error">
              <p className="gm-popular__note">{t('popular.categoriesFailed')}</p>
              <ErrorState error={categories.error} onRetry={() => void categories.refetch()} compact />
            </div>
          ) : null}
          <div className="gm-popular__panel" role="tabpanel" id={panelId} aria-labelledby={tabId(idBase, active.key)}>
            {active.key === HOT ? (
              <HotGames params={params} onOpen={launch} />
            ) : (
              <VendorTiles
                vendors={active.vendors}
                label={t('popular.vendorsOf', { category: t(`popular.tabs.${active.labelKey}`) })}
                onOpen={openVendor}
              />
            )}
          </div>
        </>
      )}
    </div>
  );
}
