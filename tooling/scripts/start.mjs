// npm start: install what is missing, build the production bundles, serve the composed site.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { installPackages, root } from './ensure.mjs';
import { buildAll } from './build.mjs';

installPackages();
console.log('[start] building host and remotes (production)…');
buildAll();

const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['tooling/compose/main.ts', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
