import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { printWelcome, root, startComposition } from './compose';
import { compositionOptions } from './main-options';
import { historyFileOf } from '../release/file-store';

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};

// --reset-registry starts from the checked-in registry and no history (tests edit their working copy).
const registry = flag('--registry');
if (registry && args.includes('--reset-registry')) {
  mkdirSync(path.dirname(registry), { recursive: true });
  copyFileSync(path.join(root, 'deploy/remotes.json'), registry);
  rmSync(historyFileOf(registry), { force: true });
}

startComposition(compositionOptions(args, process.env)).then(
  (composition) => {
    printWelcome(composition.url, composition.simAdminKey);
    let closing = false;
    const stop = () => {
      if (closing) return;
      closing = true;
      composition.close().then(() => process.exit(0));
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
