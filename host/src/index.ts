// The script URL policy is made first: every chunk the page adds later goes through it.
import './federation/install-script-url-policy';

/**
 * The app's modules are evaluated in three tasks (React DOM, the kernel, then the app itself, which starts
 * boot), not in one: a phone spent about 350 ms (4× CPU) in the page script's single evaluation, the
 * longest task of the load, blocking input the whole time (Total Blocking Time). The imports are eager:
 * the modules are in this same script, nothing is fetched. No federation boundary either: the host is not a
 * federation container (its runtime starts only when a remote is needed, load-exposed.ts).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The page's first script (host/public/floor-check.js) watches the start: the flag says this script runs
 * at all, the event that its modules could not be evaluated, so an old browser is given the legacy build or
 * told it is too old instead of a skeleton forever.
 */
const page = globalThis as typeof globalThis & { __mcMain?: boolean };
page.__mcMain = true;

void (async () => {
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@mc/shared-kernel');
  await nextTask();
  await import(/* webpackMode: "eager" */ './bootstrap');
})().catch((error: unknown) => {
  dispatchEvent(new Event('mc:boot-error'));
  throw error;
});
