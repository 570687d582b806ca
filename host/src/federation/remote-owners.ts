import type { RemoteRegistry } from '@mc/shared-kernel';

/**
 * Which remote owns each path: the registry lists every remote's paths exactly, and a path is matched as
 * listed. The host's routes and the start-up warm-up both ask it.
 */
export function remoteOwners(registry: RemoteRegistry): ReadonlyMap<string, string> {
  return new Map(registry.remotes.flatMap((remote) => remote.routes.map((path) => [path, remote.name] as const)));
}
