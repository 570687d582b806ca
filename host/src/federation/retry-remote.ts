import * as v from 'valibot';
import { variantManifest } from '@mc/shared-kernel';
import { remoteAttempts } from './remote-attempts';
import { manifestOf, replaceRemote } from './load-exposed';

/**
 * Retry on a remote's fallback. The server may have moved this visitor to another release of the remote since
 * the page was opened — most often a canary rolled back because its field reports were bad
 * (docs/field-reports.md) — so Retry first asks it again: `/remotes.json` answers with the visitor's registry
 * (no-cache). When the remote's manifest changed, the page registers the remote anew with it (load-exposed.ts
 * `replaceRemote`); then the remote's next attempt starts, as before (remote-attempts.ts, attempt-urls.ts).
 * If the server does not answer in time, or answers nothing usable, the attempt starts anyway with the
 * release the page has.
 */
export const REGISTRY_URL = '/remotes.json';
export const REGISTRY_WAIT_MS = 3000;

const Registry = v.object({ remotes: v.array(v.object({ name: v.string(), manifest: v.string() })) });

async function askManifest(remote: string, fetchImpl: typeof fetch): Promise<string | null> {
  const deadline = typeof AbortController === 'function' ? new AbortController() : null;
  const timer = setTimeout(() => deadline?.abort(), REGISTRY_WAIT_MS);
  try {
    const response = await fetchImpl(REGISTRY_URL, {
      cache: 'no-cache',
      credentials: 'same-origin',
      ...(deadline ? { signal: deadline.signal } : {}),
    });
    if (!response.ok) return null;
    const parsed = v.safeParse(Registry, await response.json());
    const entry = parsed.success ? parsed.output.remotes.find((r) => r.name === remote) : undefined;
    return entry ? variantManifest(entry.manifest, __MC_VARIANT__) : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** In flight per remote: Retry pressed in several regions of one remote is one attempt. */
const pending = new Map<string, Promise<void>>();

export function retryRemote(remote: string, fetchImpl: typeof fetch = (...args) => fetch(...args)): Promise<void> {
  let retry = pending.get(remote);
  if (!retry) {
    retry = (async () => {
      const manifest = await askManifest(remote, fetchImpl);
      if (manifest && manifest !== manifestOf(remote)) await replaceRemote(remote, manifest).catch(() => undefined);
      remoteAttempts.getState().retry(remote);
    })().finally(() => pending.delete(remote));
    pending.set(remote, retry);
  }
  return retry;
}
