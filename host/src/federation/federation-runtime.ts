import { createInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import * as runtimeCore from '@module-federation/runtime-core';
import { hostShared } from './host-shared';
import { takeManifest } from './manifest-prefetch';
import { fetchForAttempt } from './attempt-urls';
import { pagePreloaded } from './page-preloaded';
import { taskBreaks } from './task-breaks';

/**
 * The federation runtime, started the first time the page needs a remote (its own chunk: nothing of it is
 * in the scripts before the first render). The host's running modules are the share scope's loaded copies,
 * and a loaded copy wins over a remote's own ('loaded-first'), so there is one of each.
 */
export async function startFederation(remotes: Array<{ name: string; entry: string }>): Promise<ModuleFederation> {
  provideRuntimeCore();
  const shared = await hostShared();
  return createInstance({
    name: 'host',
    remotes,
    shared,
    shareStrategy: 'loaded-first',
    plugins: [
      // A manifest fetched ahead (manifest-prefetch.ts) instead of a request now; on a remote's later attempt
      // a request of that attempt's own (attempt-urls.ts); otherwise the usual fetch.
      { name: 'mc-manifests-ahead', fetch: (url) => takeManifest(url) ?? fetchForAttempt(url) },
      pagePreloaded(),
      taskBreaks(),
      {
        name: 'mc-remote-failures',
        // Only the load itself is answered; answering earlier lifecycles makes the runtime read the
        // answer as a manifest. Returning nothing lets the failure reach the host's error boundary.
        errorLoadRemote({ id, lifecycle, error }) {
          if (lifecycle === 'onLoad') console.warn(`[federation] ${id} failed to load`, error);
          return undefined;
        },
      },
    ],
  });
}

/**
 * Remotes built for production leave the runtime's core out of their entry and take it from the page
 * (`_FEDERATION_RUNTIME_CORE`): one copy, the host's. Its version is the one pinned in the root
 * package.json for every app (`@module-federation/enhanced` and `@module-federation/runtime-core`), part
 * of what host and remotes agree on, like the shared singletons.
 */
export function provideRuntimeCore(
  scope: Record<string, unknown> = globalThis as unknown as Record<string, unknown>,
): void {
  scope._FEDERATION_RUNTIME_CORE ??= runtimeCore;
}
