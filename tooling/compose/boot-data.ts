import type { ConfigLike } from './security-headers';

/**
 * The page carries what the host would otherwise fetch first (`/config.json`, `/remotes.json`), read by the
 * server on this very request, so the app starts without that round trip. It is data, not script
 * (`type="application/json"` never runs, so the site's script policy is untouched), and `<` is escaped so
 * nothing in it can end the element. When the server cannot read a file the page carries nothing and the
 * host fetches both itself, as before.
 *
 * The remote that owns the page's path is named too: the page asks for its manifest alongside its own
 * scripts (a preload the federation runtime's fetch then finds), instead of after the app has started.
 */
export const BOOT_DATA_ID = 'mc-boot';

export interface BootData {
  config: ConfigLike;
  registry: { remotes: Array<{ name: string; manifest: string; routes?: string[] }> };
}

const escapeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export interface PagePreloads {
  /** The host's own scripts that start the federation runtime (the build's preload.json). */
  runtimeScripts?: readonly string[];
  /**
   * What the owning remote's build says a cold load of the path fetches from it (its entry, routes module
   * and screen; remote-preloads.ts). Absent: nothing of the remotes is preloaded (a build without remotes).
   */
  remoteScripts?: (manifest: string, pathname: string) => readonly string[];
  /** The host's own page chunks (home's, preload.json), for a path no remote owns. */
  hostPageScripts?: readonly string[];
  /** The manifest of a registry entry that this page's build loads (the legacy page: the legacy release's). */
  manifestFor?: (manifest: string) => string;
}

/** The host's pages that are not home: they do not need its chunk. */
const HOST_PAGES_WITHOUT_HOME = ['/m/maintenance'];

/**
 * On a remote's path the page preloads that remote's manifest, then the host's runtime scripts and the
 * remote's own, the same way the runtime then asks for them (a plain script request: a preload made
 * otherwise would not be used, and the file fetched twice). On any other path it preloads the host's home
 * chunk, which the app waits for there (the not-found page, rare, takes it too: its way out is Home).
 */
export function withBootData(
  html: string,
  data: BootData | null,
  pathname: string,
  preloads: PagePreloads = {},
): string {
  if (!data) return html;
  const owner = data.registry.remotes.find((remote) => remote.routes?.includes(pathname));
  const preloadScript = (src: string, priority = '') =>
    `<link rel="preload" as="script"${priority} href="${escapeAttribute(src)}" />`;
  const low = (src: string) => preloadScript(src, ' fetchpriority="low"');
  const {
    runtimeScripts = [],
    remoteScripts,
    hostPageScripts = [],
    manifestFor = (manifest: string) => manifest,
  } = preloads;
  let preload = '';
  if (owner && remoteScripts) {
    const manifest = manifestFor(owner.manifest);
    preload = [
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(manifest)}" />`,
      // After the page's own script (fetched at high priority): the runtime is needed only once it has run.
      ...runtimeScripts.filter((src) => src.startsWith('/static/')).map(low),
      ...remoteScripts(manifest, pathname).map(low),
    ].join('');
  } else if (!owner && !HOST_PAGES_WITHOUT_HOME.includes(pathname)) {
    preload = hostPageScripts
      .filter((src) => src.startsWith('/static/'))
      .map((src) => preloadScript(src))
      .join('');
  }
  const script = `<script type="application/json" id="${BOOT_DATA_ID}">${escapeJson(data)}</script>`;
  return html.replace('</head>', `${preload}${script}</head>`);
}
