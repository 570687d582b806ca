// Production bundles of the host and the four remotes (each remote under dist/<version>/).
import { execFileSync } from 'node:child_process';
import { pnpmBin, root } from './ensure.mjs';

export const APPS = ['host', 'remote-member', 'remote-games', 'remote-agent', 'remote-cashier'];

export function buildAll(env = {}) {
  const filters = APPS.flatMap((app) => ['--filter', `./${app}`]);
  execFileSync(pnpmBin(), ['-r', '--workspace-concurrency=2', ...filters, 'run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
}

/** One app, e.g. a second release of a remote or the plain host. */
export function buildApp(app, env = {}) {
  execFileSync(pnpmBin(), ['--filter', `./${app}`, 'run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
}

if (import.meta.url === `file://${process.argv[1]}`) buildAll();
