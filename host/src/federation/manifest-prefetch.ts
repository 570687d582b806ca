/**
 * Every remote's manifest (about a kilobyte each, and not the remote itself: no entry, no code) is fetched
 * once the page is idle, so a tap that opens a remote's first screen starts at its entry instead of one
 * round trip earlier. The federation runtime takes each answer once (its `fetch` hook,
 * federation-runtime.ts); a later load (Retry, a new registry) fetches afresh.
 */
const ahead = new Map<string, Promise<Response>>();
/** Manifests the runtime has asked for already (it keeps what it read): not fetched ahead again. */
const read = new Set<string>();

export function prefetchManifests(
  urls: readonly string[],
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): void {
  for (const url of urls) {
    if (ahead.has(url) || read.has(url)) continue;
    const answer = fetchImpl(url).then((response) => {
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return response;
    });
    // A failed fetch ahead is forgotten: the runtime then fetches (and reports) the manifest itself.
    answer.catch(() => ahead.delete(url));
    ahead.set(url, answer);
  }
}

/** The answer fetched ahead for `url`, used once; undefined when there is none (the runtime fetches it). */
export function takeManifest(url: string): Promise<Response> | undefined {
  read.add(url);
  const answer = ahead.get(url);
  if (!answer) return undefined;
  ahead.delete(url);
  return answer.catch(() => fetch(url));
}

/**
 * Drops every answer fetched ahead. Retry calls it: an answer fetched while a remote was broken (the page
 * idles after the failure) must not be what its next attempt reads.
 */
export function forgetManifestsAhead(): void {
  ahead.clear();
  read.clear();
}
