import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RemoteRoute } from '../contracts/federation';

const root = path.resolve(__dirname, '../../..');
const REGISTRIES = ['deploy/remotes.json', 'deploy/remotes.dev.json'];

/**
 * Every path (and alias) a remote's routes module serves is assigned to that remote in the runtime
 * registries: the host routes only what `remotes.json` lists, so a screen missing there is unreachable.
 */
export function expectRoutesRegistered(remote: string, routes: readonly RemoteRoute[]): void {
  const paths = routes.flatMap((r) => [r.path, ...(r.aliases ?? [])]).sort();
  for (const file of REGISTRIES) {
    const registry = JSON.parse(readFileSync(path.join(root, file), 'utf8')) as {
      remotes: Array<{ name: string; routes: string[] }>;
    };
    const listed = new Set(registry.remotes.find((r) => r.name === remote)?.routes ?? []);
    expect({ file, missing: paths.filter((p) => !listed.has(p)) }).toEqual({ file, missing: [] });
  }
}
