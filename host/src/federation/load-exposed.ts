import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRegistry } from '@mc/shared-kernel';
import { remoteAttempts } from './remote-attempts';
import { allowScriptOrigins } from './script-url-policy';

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
  allowScriptOrigins(registry.remotes.map((r) => r.manifest));
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

/**
 * One failure per remote per attempt: once a remote failed (unreachable, broken manifest, an entry that
 * throws), every region of it on the page gets the same failure without fetching or running anything
 * again, until Retry starts the remote's next attempt (remote-attempts.ts).
 */
const failures = new Map<string, { attempt: number; error: RemoteUnavailableError }>();

export async function loadExposed<T>(remote: string, exposed: string): Promise<T> {
  const attempt = remoteAttempts.getState().attemptOf(remote);
  const failed = failures.get(remote);
  if (failed && failed.attempt === attempt) throw failed.error;
  let mod: T | null = null;
  let cause: unknown;
  try {
    mod = await loadRemote<T>(`${remote}/${exposed}`);
  } catch (error) {
    cause = error;
  }
  if (mod) return mod;
  const error = new RemoteUnavailableError(remote, cause);
  failures.set(remote, { attempt, error });
  throw error;
}
