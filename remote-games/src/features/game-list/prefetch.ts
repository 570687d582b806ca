import { i18n, merchantCodeOf, queryClient, sessionStore, settingsQuery } from '@mc/shared-kernel';
import { prefetchGameList } from '../../entities/game';
import { upcomingIcons } from './components/virtual-game-grid';
import { pageKind, queryValue } from './game-types';
import { MIN_COLUMNS } from './grid-layout';
import { prefetchIcons } from './icon-prefetch';
import { listRequestOf } from './list-request';
import { readListState } from './list-state';

/**
 * The game list page's first list, asked for as soon as the page's chunk is in (the host calls it before
 * the page renders), then its first row's icons. On a cold load that is while the app is still starting, so
 * the list, and the first tile's icon (the page's largest paint), come that much sooner. Only the
 * platform's game list is asked for here (favourites, recent and hot lists wait for the page). Nothing is
 * thrown: a failure is left for the page, which asks again and shows it.
 */
export function prefetchFirstList(search: string): void {
  const params = new URLSearchParams(search);
  const page = pageKind(queryValue(params.get('gameType')));
  if (page.kind === 'unknown' || page.kind === 'quick') return;
  const type = page.kind === 'all' ? null : page.type;
  const state = readListState(params, { minBet: type === 'RNG' });
  const session = sessionStore.getState().info;
  // A member's merchant is the session's; a guest's comes with the site settings (boot has asked for them).
  const settings = session?.merchantCode ? Promise.resolve(null) : queryClient.fetchQuery(settingsQuery);
  settings
    .then((loaded) => {
      const request = listRequestOf({
        type,
        quickType: null,
        selection: state.selection,
        vendor: state.vendor,
        gameName: state.gameName,
        minBet: state.minBet,
        userName: session?.userName ?? null,
        merchantCode: merchantCodeOf(session?.merchantCode, loaded?.merchantCode),
        language: i18n.language,
      });
      if (request?.source !== 'list') return undefined;
      // The first row's icons too, as soon as the list is in: the first is the page's largest paint, and the
      // page has yet to render its tiles.
      return prefetchGameList(queryClient, request.filter).then((page) =>
        prefetchIcons(upcomingIcons(page.items, MIN_COLUMNS, -1, 1)),
      );
    })
    .catch(() => undefined);
}
