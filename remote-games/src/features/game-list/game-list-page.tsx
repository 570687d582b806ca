import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { ErrorState, bus, useMerchantCode, usePageTitle, useSession } from '@mc/shared-kernel';
import { useFavouriteIdsQuery, useLoginFirst } from '../../entities/favourites';
import { useVendorMapping } from '../../entities/vendor-mapping';
import { ClassTabs } from './components/class-tabs';
import { FilterButton } from './components/filter-button';
import { FilterDrawer, type DrawerChoice } from './components/filter-drawer';
import { GameResults } from './components/game-results';
import { GameSearch } from './components/game-search';
import { QuickFilters } from './components/quick-filters';
import { UnknownGameType } from './components/unknown-game-type';
import { VendorStrip } from './components/vendor-strip';
import { gameTypeTitleKey, pageKind, queryValue, type PageKind } from './game-types';
import { hasFilters, isQuickFilter, readListState, type QuickFilter, type Selection } from './list-state';
import { listRequestOf } from './list-request';
import { useDebouncedValue } from './use-debounced-value';
import { useListState } from './use-list-state';
import './game-list.css';

// The host asks for the first list as soon as this chunk is in (RemoteScreenModule.prefetch).
export { prefetchFirstList as prefetch } from './prefetch';

/** A language change reloads the lists 200 ms after it settles. */
export const LANGUAGE_RELOAD_DEBOUNCE_MS = 200;

/** What an empty quick list says; anything else says there are no games. */
const EMPTY_KEYS: Partial<Record<Selection['kind'], string>> = { FAV: 'list.noFavourites', RECENT: 'list.noRecent' };

/** Quick lists only members have. */
const MEMBERS_ONLY = new Set<Selection['kind']>(['FAV', 'RECENT']);

/** /m/gameList?gameType={type}&vassalage={vendor}. */
export default function GameListPage() {
  const { t } = useTranslation('games');
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const loggedIn = useSession((s) => s.info !== null);
  const gameType = queryValue(searchParams.get('gameType'));
  const page = pageKind(gameType);
  // The header shows the category (the route's fixed title key cannot).
  usePageTitle(t(gameTypeTitleKey(gameType)));

  if (page.kind === 'unknown') return <UnknownGameType type={page.type} />;
  const selection = page.kind === 'quick' ? page.type : readListState(searchParams, { minBet: false }).selection.kind;
  if (!loggedIn && MEMBERS_ONLY.has(selection)) {
    return <Navigate to="/m/login" replace state={{ from: location.pathname + location.search }} />;
  }
  // Another type is another page: its filters, search box and drawer start afresh.
  return <GameList key={gameType ?? ''} gameType={gameType} page={page} />;
}

function GameList({ gameType, page }: { gameType: string | null; page: Exclude<PageKind, { kind: 'unknown' }> }) {
  const { t, i18n } = useTranslation('games');
  const type = page.kind === 'all' ? null : page.type;
  const isRng = type === 'RNG';
  const [state, dispatch] = useListState({ minBet: isRng });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const merchant = useMerchantCode();
  const userName = useSession((s) => s.info?.userName ?? null);
  const trial = useSession((s) => s.trialName !== null);
  const loginFirst = useLoginFirst();
  const favouriteIds = useFavouriteIdsQuery();
  const language = useDebouncedValue(i18n.language, LANGUAGE_RELOAD_DEBOUNCE_MS);

  const quickPage = page.kind === 'quick';
  const quickType = quickPage ? page.type : null;
  const selection = useMemo<Selection>(
    () => (quickType ? { kind: quickType } : state.selection),
    [quickType, state.selection],
  );
  // The mapping has vendors for categories and HOT; favourites and recent games span every vendor.
  const mappingType = page.kind === 'category' || quickType === 'HOT' ? type : null;
  const mapping = useVendorMapping(
    mappingType && merchant.code ? { gameType: mappingType, merchantCode: merchant.code, language } : null,
  );
  const vendors = mapping.data?.vendors ?? [];
  const classes = mapping.data?.gameClassify ?? [];

  const request = useMemo(
    () =>
      listRequestOf({
        type,
        quickType,
        selection,
        vendor: state.vendor,
        gameName: state.gameName,
        minBet: state.minBet,
        userName,
        merchantCode: merchant.code,
        language,
      }),
    [quickType, selection, state.vendor, state.gameName, state.minBet, userName, merchant.code, type, language],
  );

  const toggleQuick = (filter: QuickFilter) => {
    if (MEMBERS_ONLY.has(filter) && !userName) loginFirst();
    // Favourites need a real account (docs/product.md, Member types and roles): the host says so.
    else if (filter === 'FAV' && trial && selection.kind !== 'FAV')
      bus.emit('auth:required', { reason: 'real-account' });
    else dispatch({ type: 'toggleQuick', filter });
  };
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const applyDrawer = (choice: DrawerChoice) => dispatch({ type: 'applyFilters', ...choice });
  const clearFilters = () => dispatch({ type: 'clearFilters' });

  const unknownVendor =
    state.vendor !== null &&
    mapping.isSuccess &&
    !vendors.some((v) => v.vassalage.toUpperCase() === state.vendor?.toUpperCase());
  const filtered = hasFilters({ ...state, selection });
  const emptyText = unknownVendor
    ? t('list.unknownVendor', { vendor: state.vendor })
    : filtered
      ? t('list.emptyFiltered')
      : t(EMPTY_KEYS[selection.kind] ?? 'list.empty');
  const empty = {
    text: emptyText,
    ...(filtered ? { action: { label: t('list.clearFilters'), onClick: clearFilters } } : {}),
  };
  const activeFilters = [
    state.vendor,
    selection.kind === 'CLASS' || selection.kind === 'NEW' ? selection : null,
    state.minBet,
  ].filter(Boolean).length;

  return (
    <section className="gm-list" aria-label={t(gameTypeTitleKey(gameType))}>
      <VendorStrip
        loading={mapping.isLoading}
        vendors={vendors}
        selected={state.vendor}
        error={mapping.error}
        onRetry={() => void mapping.refetch()}
        onSelect={(vendor) => dispatch({ type: 'chooseVendor', vendor })}
      />
      <div className="gm-toolbar">
        <GameSearch
          value={state.searchText}
          onChange={(text) => dispatch({ type: 'typeSearch', text })}
          onApply={() => dispatch({ type: 'applySearch' })}
        />
        <FilterButton active={activeFilters} onClick={() => setDrawerOpen(true)} />
      </div>
      {quickPage ? null : <QuickFilters selection={selection} onToggle={toggleQuick} />}
      {quickPage ? null : (
        <ClassTabs
          loading={mapping.isLoading}
          classes={classes}
          selected={selection}
          onSelect={(next) => dispatch({ type: 'select', selection: next })}
        />
      )}
      {userName && favouriteIds.error ? (
        <div className="gm-notice">
          <p className="gm-notice__text">{t('favourites.idsFailed')}</p>
          <ErrorState error={favouriteIds.error} onRetry={() => void favouriteIds.refetch()} compact />
        </div>
      ) : null}
      {merchant.error && !merchant.code && !(isQuickFilter(selection) && selection.kind !== 'HOT') ? (
        <ErrorState error={merchant.error} onRetry={merchant.retry} />
      ) : (
        <GameResults request={request} empty={empty} />
      )}
      {drawerOpen ? (
        <FilterDrawer
          onClose={closeDrawer}
          onApply={applyDrawer}
          vendors={vendors}
          classes={isRng && !quickPage ? classes : null}
          minBet={isRng}
          current={{ vendor: state.vendor, selection, minBet: state.minBet }}
          gameType={type}
        />
      ) : null}
    </section>
  );
}
