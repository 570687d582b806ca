/**
 * A remote's next attempt (Retry, remote-attempts.ts) asks the network for each of the remote's files again:
 * its manifest, its entry, its routes module, the screen's chunks. The first attempt asks for the URLs as they
 * are (so the page's own preloads are what it gets); every later attempt asks with `?mc-attempt=<n>`.
 *
 * Why a new URL, and not clearing a cache: what a failed attempt leaves behind is in the browser, not in the
 * federation runtime. The runtime forgets its own failures — a manifest that failed (`__MANIFEST_LOADING__`,
 * dropped when our plugin leaves the error unanswered), an entry that failed (`__GLOBAL_LOADING_REMOTE_ENTRY__`,
 * dropped on rejection; `<script>` elements are removed once they settle), a chunk the remote's webpack runtime
 * could not load (its `installedChunks` entry reset) — so it does ask again. But a `<link rel="preload">` that
 * failed stays in the document's list of preloads, and the next request of the same kind for the same URL is
 * handed that failure without going to the network (HTML's "consume a preloaded resource"; Chromium: no
 * request, the `<script>`'s `error` event, the runtime's RUNTIME-008). Only that first request consumes it,
 * and removing the `<link>` does not take it out of the list. On a remote's path the page preloads its
 * manifest, entry, routes module and screen chunks (tooling/compose/boot-data.ts), so a remote that was down
 * at load recovered one step per Retry: the manifest, then the entry, the routes module, the chunks.
 * `removeRemote` / `registerRemotes({ force: true })` would throw away runtime state that was never the
 * problem (with a running container and its share scope, when only a chunk had failed) and cannot reach the
 * browser's list; a URL the page never asked for is a real request, whatever the page preloaded or the HTTP
 * cache holds.
 *
 * The manifest is asked for through the runtime's `fetch` hook (federation-runtime.ts); scripts — the entry,
 * added by the runtime, and the chunks, added by the remote's own webpack runtime — through the page's Trusted
 * Types policy (script-url-policy.ts), the one place every script URL of the page passes. (A browser without
 * Trusted Types has no policy, and its later attempts ask for the scripts' own URLs, as before.)
 */
export const ATTEMPT_PARAM = 'mc-attempt';

/** Each remote's folder (its manifest's: the remote's files sit beside it), deepest first. */
let folders: Array<{ remote: string; folder: string }> = [];
/** Which attempt each remote is on (remote-attempts.ts; handed in, so the policy's module imports nothing). */
let attemptOf: (remote: string) => number = () => 0;

const absolute = (url: string): URL | null => {
  try {
    return new URL(url, globalThis.location?.href);
  } catch {
    return null;
  }
};

/** The registry's remotes, whose files a later attempt asks for anew (called with every registry read). */
export function registerRemoteFolders(
  remotes: ReadonlyArray<{ name: string; manifest: string }>,
  attemptOfRemote: (remote: string) => number,
): void {
  attemptOf = attemptOfRemote;
  folders = remotes
    .flatMap(({ name, manifest }) => {
      const url = absolute(manifest);
      return url ? [{ remote: name, folder: new URL('./', url).href }] : [];
    })
    .sort((a, b) => b.folder.length - a.folder.length);
}

/** The remote `url` is a file of (the one whose folder holds it), if any. */
export function remoteOfUrl(url: string): string | undefined {
  const href = absolute(url)?.href;
  return href ? folders.find(({ folder }) => href.startsWith(folder))?.remote : undefined;
}

/** `url` as attempt `attempt` asks for it: the URL itself on the first (0), with `mc-attempt=<n>` after. */
export function withAttempt(url: string, attempt: number): string {
  const parsed = attempt > 0 ? absolute(url) : null;
  if (!parsed) return url;
  parsed.searchParams.set(ATTEMPT_PARAM, String(attempt));
  return parsed.href;
}

/** `url` as the current attempt of the remote it belongs to asks for it; any other URL as it is. */
export function forAttempt(url: string): string {
  const remote = remoteOfUrl(url);
  return remote ? withAttempt(url, attemptOf(remote)) : url;
}

/**
 * The runtime's fetch of a manifest on a remote's later attempt; undefined on its first, when the runtime
 * fetches it itself (and gets the page's preload).
 */
export function fetchForAttempt(
  url: string,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<Response> | undefined {
  const next = forAttempt(url);
  return next === url ? undefined : fetchImpl(next);
}
