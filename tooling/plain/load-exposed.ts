/* Benchmark-only stand-in for host/src/federation/load-exposed.ts (see tooling/webpack/plain-aliases.cjs). */
import type { RemoteRegistry } from '../../shared-kernel/src/contracts/federation';

const modules: Record<string, () => Promise<unknown>> = {
  'member/routes': () => import('../../remote-member/src/exposes/routes'),
  'games/routes': () => import('../../remote-games/src/exposes/routes'),
  'games/popular-games': () => import('../../remote-games/src/exposes/popular-games'),
  'games/hot-matches': () => import('../../remote-games/src/exposes/hot-matches'),
  'games/winner-board': () => import('../../remote-games/src/exposes/winner-board'),
  'agent/routes': () => import('../../remote-agent/src/exposes/routes'),
  'agent/contract-prompts': () => import('../../remote-agent/src/exposes/contract-prompts'),
  'cashier/routes': () => import('../../remote-cashier/src/exposes/routes'),
};

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    cause?: unknown,
  ) {
    super(`remote "${remote}" could not be loaded`, { cause });
  }
}

export function registerRegistry(_registry: RemoteRegistry): void {}

export async function loadExposed<T>(remote: string, exposed: string): Promise<T> {
  const load = modules[`${remote}/${exposed}`];
  if (!load) throw new RemoteUnavailableError(remote);
  return (await load()) as T;
}

/** Without federation there is one release of everything: Retry never moves a remote (retry-remote.ts). */
export const manifestOf = (_remote: string): string | undefined => undefined;

export async function replaceRemote(_remote: string, _manifest: string): Promise<void> {}
