import {
  currentLanguage,
  i18n,
  merchantCodeOf,
  platformImageUrl,
  queryClient,
  sessionStore,
  siteMode,
  type SiteSettings,
} from '@mc/shared-kernel';
import { homeAnnouncementsQuery, type HomeAnnouncements } from './api/get-home-announcements';
import { isHomePath } from './home-paths';
import '../../i18n/home/namespace';

/** Texts of everything on the home page: header and menu, download bar and side service, the page. */
export const HOME_NAMESPACES = ['host', 'host-chrome', 'host-home'];

/**
 * Start-up work for a visit that starts on home, called twice by boot: once the API is configured
 * (`settings` null) and again with the settings (those the page carries, else the call's answer). The page's texts are asked for together, the
 * announcements call starts as soon as a merchant code is known (a session's at once, a guest's with the
 * settings), and the first banner picture — the page's largest paint — as soon as its address is known,
 * all while the page's code still runs.
 */
export function prefetchHome(
  settings: Pick<SiteSettings, 'merchantCode' | 'maintenance' | 'regionRestriction'> | null,
  pathname = globalThis.location?.pathname ?? '',
): void {
  if (!isHomePath(pathname)) return;
  // A blocked site shows no home page.
  if (settings && siteMode(settings) !== 0) return;
  if (!settings) void i18n.loadNamespaces(HOME_NAMESPACES);
  const merchantCode = merchantCodeOf(sessionStore.getState().info?.merchantCode, settings?.merchantCode);
  if (!merchantCode) return;
  // A call already running or answered is joined, not repeated.
  queryClient.fetchQuery(homeAnnouncementsQuery(merchantCode, currentLanguage())).then(preloadFirstBanner, () => {
    // The page shows the failure in its own blocks.
  });
}

/** Asked for again on the second call: the browser answers that from its memory cache. */
function preloadFirstBanner(lists: HomeAnnouncements): void {
  const src = platformImageUrl(lists.banners[0]?.imageUrl);
  if (!src || typeof Image === 'undefined') return;
  const image = new Image();
  image.fetchPriority = 'high';
  image.src = src;
}
