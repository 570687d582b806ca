// npm run bench: build federated and plain, then measure both in one run (tooling/bench/bench.ts).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ensureChromium, installPackages, root } from './ensure.mjs';
import { buildAll, buildApp } from './build.mjs';

installPackages();
const chromium = ensureChromium();
buildAll();
buildApp('host', { FEDERATION: 'off' });
execFileSync(path.join(root, 'node_modules/.bin/tsx'), ['tooling/bench/bench.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
