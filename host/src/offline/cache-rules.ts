/**
 * What the service worker does with each request. Only two kinds are its business: the page itself (the
 * network first, the last page that came as the fallback when there is no network) and the host's own
 * content-hashed files (from the cache once there; a name never changes content). Everything else, the
 * platform's calls above all (balances, orders, money), goes to the network untouched: never a stale answer.
 */
export type CacheRule = 'page' | 'static' | 'network';

export const SHELL_KEY = '/__offline-shell';

/**
 * The page as kept for starting offline: without the site settings the server wrote for that visit. Offline,
 * the app must find the platform unreachable and say so, not start on a past visit's answer.
 */
export function shellOf(html: string): string {
  return html.replace(/<script type="application\/json" id="mc-settings">[\s\S]*?<\/script>/, '');
}

/** One of the host's content-hashed files (asked for without a query, so its name is its content). */
function isHostFile(url: URL, siteOrigin: string): boolean {
  return url.origin === siteOrigin && url.pathname.startsWith('/static/') && !url.search;
}

export function ruleFor(request: { method: string; mode: string; url: string }, siteOrigin: string): CacheRule {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== siteOrigin) return 'network';
  if (request.mode === 'navigate') return 'page';
  return isHostFile(url, siteOrigin) ? 'static' : 'network';
}

/** The host's scripts and styles a page loaded (its Resource Timing entries): cached for the next visit. */
export function staticUrls(entries: ReadonlyArray<{ name: string }>, siteOrigin: string): string[] {
  return [
    ...new Set(
      entries
        .map((e) => e.name)
        .filter((name) => {
          try {
            return isHostFile(new URL(name), siteOrigin);
          } catch {
            return false;
          }
        }),
    ),
  ];
}
