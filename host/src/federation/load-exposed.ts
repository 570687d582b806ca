import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRegistry } from '@mc/shared-kernel';

/**
 * The host's only way to reach a remote. The plain (non-federated) benchmark build swaps this file
 * for tooling/plain/load-exposed.ts, which imports the same modules statically.
 */
export class RemoteUnavailableError extends Error {
  constructor(readonly remote: string, cause?: unknown) {
    super(`remote "${remote}" could not be loaded`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

let registered = false;

export function registerRegistry(registry: RemoteRegistry): void {
  registerRemotes(
    registry.remotes.map((r) => ({ name: r.name, entry: r.manifest })),
    { force: registered },
  );
  if (!registered) {
    registerPlugins([
      {
        name: 'mc-remote-failures',
        // Only the load itself is answered; answering earlier lifecycles makes the runtime read the
        // answer as a manifest. Returning nothing lets the failure reach the host's error boundary.
        errorLoadRemote({ id, lifecycle, error }) {
          if (lifecycle === 'onLoad') console.warn(`[federation] ${id} failed to load`, error);
          return undefined;
        },
      },
    ]);
  }
  registered = true;
}

export async function loadExposed<T>(remote: string, exposed: string): Promise<T> {
  let mod: T | null;
  try {
    mod = await loadRemote<T>(`${remote}/${exposed}`);
  } catch (error) {
    throw new RemoteUnavailableError(remote, error);
  }
  if (!mod) throw new RemoteUnavailableError(remote);
  return mod;
}
