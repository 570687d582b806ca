/**
 * What a cold load of a remote's page fetches from that remote — its entry, its routes module, the screen's
 * chunks — as the remote's build listed them (`route-preload.json`, beside its manifest; written by
 * tooling/webpack/route-preload-plugin.cjs). The page preloads them, so they arrive with the host's own
 * script instead of one after another once it has run.
 *
 * The server never waits for a remote: a release's list is fetched the first time a page of it is asked
 * for and used from then on (its URL names the version, so it never changes); until then, or when the
 * remote cannot answer, the page preloads just the manifest, as before.
 */
export interface RoutePreload {
  entry: string;
  routes: string[];
  pages: Record<string, string[]>;
}

export interface RemotePreloads {
  /** Absolute URLs of the scripts, in the order they are needed; [] while not known. */
  scriptsFor(manifestUrl: string, pathname: string): string[];
  /**
   * Fetches the lists of these releases not known yet (every remote's, so a first visit is not the one
   * without); settles when they have arrived or failed.
   */
  warm(manifestUrls: readonly string[]): Promise<void>;
}

interface Options {
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
  /** A failed fetch is tried again after this long (a remote being deployed). */
  retryMs?: number;
  now?: () => number;
}

const LIST_FILE = 'route-preload.json';
const MAX_RELEASES = 64;
// A file of the release, relative to its folder: no scheme, no parent, no query.
const RELATIVE_SCRIPT = /^(?!\/)(?!.*\.\.)[\w./-]+\.js$/;

const isScriptList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((f) => typeof f === 'string' && RELATIVE_SCRIPT.test(f));

/** The list as the remote wrote it, or null when it is not one (nothing of a malformed list is used). */
export function parseRoutePreload(value: unknown): RoutePreload | null {
  if (typeof value !== 'object' || value === null) return null;
  const { entry, routes, pages } = value as Record<string, unknown>;
  if (typeof entry !== 'string' || !RELATIVE_SCRIPT.test(entry) || !isScriptList(routes)) return null;
  if (typeof pages !== 'object' || pages === null || Array.isArray(pages)) return null;
  if (!Object.values(pages).every(isScriptList)) return null;
  return { entry, routes, pages: pages as Record<string, string[]> };
}

export function createRemotePreloads({
  fetchImpl = (...args) => fetch(...args),
  timeoutMs = 3000,
  retryMs = 60_000,
  now = Date.now,
}: Options = {}): RemotePreloads {
  interface Known {
    list: RoutePreload | null;
    /** Set while the list is being fetched. */
    loading: Promise<void> | null;
    at: number;
  }
  const known = new Map<string, Known>();

  const load = (manifestUrl: string) => {
    if (known.size >= MAX_RELEASES) known.delete(known.keys().next().value!);
    const entry: Known = { list: null, loading: null, at: now() };
    known.set(manifestUrl, entry);
    entry.loading = fetchImpl(new URL(LIST_FILE, manifestUrl), { signal: AbortSignal.timeout(timeoutMs) })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: unknown) => {
        entry.list = parseRoutePreload(body);
      })
      .catch(() => undefined)
      .finally(() => {
        entry.loading = null;
        entry.at = now();
      });
    return entry;
  };

  const parse = (url: string) => {
    try {
      return new URL(url);
    } catch {
      return null;
    }
  };
  const loadIfDue = (manifestUrl: string): Known | undefined => {
    const entry = known.get(manifestUrl);
    return !entry || (!entry.loading && !entry.list && now() - entry.at >= retryMs) ? load(manifestUrl) : entry;
  };

  return {
    scriptsFor(manifestUrl, pathname) {
      const base = parse(manifestUrl);
      if (!base) return [];
      const list = loadIfDue(manifestUrl)?.list;
      if (!list) return [];
      const files = [list.entry, ...list.routes, ...(Object.hasOwn(list.pages, pathname) ? list.pages[pathname]! : [])];
      return [...new Set(files)].map((file) => new URL(file, base).href);
    },
    async warm(manifestUrls) {
      await Promise.all(manifestUrls.filter((url) => parse(url)).map((url) => loadIfDue(url)?.loading));
    },
  };
}
