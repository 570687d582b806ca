import { remoteAttempts } from './remote-attempts';

/**
 * Retry must be a real new attempt at every file of a remote. A browser keeps a file the page's HTML
 * preloaded, failed answer included, and hands that same failure to the next request for its URL (Chromium
 * does so once per stored preload), so a remote that was down when the page loaded would fail again on
 * Retry without a byte leaving the phone. From a remote's second attempt on, every file under its release
 * folder (manifest, entry, routes module, screen chunks, its legacy build's too) is asked for with
 * `?mc-attempt=<n>`: a URL nothing was stored under. The first attempt keeps the plain URLs the HTML
 * preloaded, so a working page still uses its preloads.
 */
let folders: ReadonlyArray<{ folder: string; remote: string }> = [];

/** The registry's remotes, each with the folder of its manifest (its release's folder). */
export function learnRemoteFolders(remotes: ReadonlyArray<{ name: string; manifest: string }>, base = globalThis.location?.href): void {
  folders = remotes.map((r) => ({ remote: r.name, folder: new URL('.', new URL(r.manifest, base)).href }));
}

/** `url` as this attempt asks for it: unchanged on a remote's first attempt and for anything not a remote's. */
export function attemptUrl(url: string, base = globalThis.location?.href): string {
  let parsed: URL;
  try {
    parsed = new URL(url, base);
  } catch {
    return url;
  }
  const owner = folders.find(({ folder }) => parsed.href.startsWith(folder));
  const attempt = owner ? remoteAttempts.getState().attemptOf(owner.remote) : 0;
  if (attempt === 0) return url;
  parsed.searchParams.set('mc-attempt', String(attempt));
  return parsed.href;
}
