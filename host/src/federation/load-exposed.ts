import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import type { RemoteRegistry } from '@mc/shared-kernel';
import { remoteAttempts, remoteReplaced } from './remote-attempts';
import { allowScriptOrigins } from './script-url-policy';
import { registerRemoteFolders } from './attempt-urls';
import { forgetManifestsAhead, prefetchManifests } from './manifest-prefetch';
import { whenIdle } from '../scheduling/when-idle';
import { yieldToMain } from '../scheduling/yield-to-main';
import { reportLoadError, setFieldRegistry } from '../field/field-context';

/**
 * The host's only way to reach a remote. The plain (non-federated) benchmark build swaps this file
 * for tooling/plain/load-exposed.ts, which imports the same modules statically.
 */
export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    cause?: unknown,
  ) {
    super(`remote "${remote}" could not be loaded`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

let registry: RemoteRegistry = { remotes: [] };
let federation: Promise<ModuleFederation> | null = null;

/** The registry's remotes as the runtime names them: each by its manifest. */
const remotesOf = (of: RemoteRegistry) => of.remotes.map((r) => ({ name: r.name, entry: r.manifest }));

/** The registry as of boot; the runtime, once started, follows a later one (a remote released meanwhile). */
export function registerRegistry(next: RemoteRegistry): void {
  registry = next;
  const manifests = next.remotes.map((r) => r.manifest);
  allowScriptOrigins(manifests);
  registerRemoteFolders(next.remotes, (remote) => remoteAttempts.getState().attemptOf(remote));
  setFieldRegistry(next);
  whenIdle(() => prefetchManifests(manifests), { timeoutMs: 4000 });
  void federation?.then((instance) => instance.registerRemotes(remotesOf(next), { force: true }));
}

/** The manifest the page now loads `remote` from. */
export const manifestOf = (remote: string): string | undefined =>
  registry.remotes.find((r) => r.name === remote)?.manifest;

/**
 * Moves one remote to another release (Retry after the server rolled its canary back, retry-remote.ts): the
 * page's registry, script origins, attempt folders and field reports follow, a running runtime registers that
 * remote anew (the others keep their loaded containers), and what the page cached of its modules is dropped.
 * Resolves once the runtime has it.
 */
export async function replaceRemote(remote: string, manifest: string): Promise<void> {
  if (!registry.remotes.some((r) => r.name === remote)) return;
  registry = { remotes: registry.remotes.map((r) => (r.name === remote ? { ...r, manifest } : r)) };
  allowScriptOrigins(registry.remotes.map((r) => r.manifest));
  registerRemoteFolders(registry.remotes, (name) => remoteAttempts.getState().attemptOf(name));
  setFieldRegistry(registry);
  failures.delete(remote);
  remoteReplaced(remote);
  const instance = await federation?.catch(() => null);
  instance?.registerRemotes([{ name: remote, entry: manifest }], { force: true });
}

/** Starts the federation runtime (its own chunk) the first time it is needed. */
function started(): Promise<ModuleFederation> {
  federation ??= import(/* webpackChunkName: "federation" */ './federation-runtime').then(
    ({ startFederation }) => startFederation(remotesOf(registry)),
    (error: unknown) => {
      // The runtime's own chunk did not arrive: the next load tries again.
      federation = null;
      throw error;
    },
  );
  return federation;
}

/**
 * One failure per remote per attempt: once a remote failed (unreachable, broken manifest, an entry that
 * throws), every region of it on the page gets the same failure without fetching or running anything
 * again, until Retry starts the remote's next attempt (remote-attempts.ts).
 */
const failures = new Map<string, { attempt: number; error: RemoteUnavailableError }>();

// A remote's next attempt fetches its manifest afresh.
remoteAttempts.subscribe(forgetManifestsAhead);

export async function loadExposed<T>(remote: string, exposed: string): Promise<T> {
  const attempt = remoteAttempts.getState().attemptOf(remote);
  const failed = failures.get(remote);
  if (failed && failed.attempt === attempt) throw failed.error;
  let mod: T | null = null;
  let cause: unknown;
  try {
    const federation = await started();
    // A task of its own: starting the runtime and then resolving the remote, adding its script and
    // preloading its chunks was one long task (≈ 30 ms unthrottled, 4× that on a phone) while the page
    // was busy with its first content.
    await yieldToMain();
    mod = await federation.loadRemote<T>(`${remote}/${exposed}`);
  } catch (error) {
    cause = error;
  }
  if (mod) return mod;
  const error = new RemoteUnavailableError(remote, cause);
  failures.set(remote, { attempt, error });
  reportLoadError(remote, error, exposed);
  throw error;
}
