// npm run dev: the same composition on webpack dev servers (host :4000, remotes :4001-4004),
// platform-sim on :3100 behind the host's /wps, /lgw and /__sim — or, with PLATFORM_API, that platform
// behind /wps and /lgw and no sim at all. A remote alone: `pnpm --filter ./remote-games dev`.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { installPackages, pnpmBin, root } from './ensure.mjs';
import { APPS } from './build.mjs';

installPackages();
const children = [
  // The sim makes its admin key (SIM_ADMIN_KEY or a fresh one) and prints it with its welcome text.
  ...(process.env.PLATFORM_API
    ? []
    : [
        spawn(path.join(root, 'node_modules/.bin/tsx'), ['platform-sim/src/http/main.ts'], {
          cwd: root,
          stdio: 'inherit',
        }),
      ]),
  ...APPS.map((app) => spawn(pnpmBin(), ['--filter', `./${app}`, 'run', 'dev'], { cwd: root, stdio: 'inherit' })),
];
console.log('\n  Dev site: http://localhost:4000/m/home\n');
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
