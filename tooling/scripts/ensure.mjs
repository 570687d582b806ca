// Installs what a fresh machine (Node 20 + npm only) lacks: pnpm, the workspace's packages, and —
// for the browser tests — Debian's Chromium, Firefox ESR and WebKitGTK (with its WebDriver and a virtual
// display), and a Burmese font; for the release store's tests, Debian's redis-server. Safe to run every time:
// each step is skipped when done.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PNPM_VERSION = '12.21.0';
const localPnpm = path.join(root, '.tools/node_modules/.bin/pnpm');

function has(cmd) {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
}

export function pnpmBin() {
  if (existsSync(localPnpm)) return localPnpm;
  if (has('pnpm')) return 'pnpm';
  console.log(`[setup] installing pnpm ${PNPM_VERSION} into .tools/`);
  mkdirSync(path.join(root, '.tools'), { recursive: true });
  execFileSync(
    'npm',
    ['install', '--prefix', path.join(root, '.tools'), '--no-audit', '--no-fund', `pnpm@${PNPM_VERSION}`],
    { stdio: 'inherit' },
  );
  return localPnpm;
}

export function installPackages() {
  execFileSync(pnpmBin(), ['install', '--frozen-lockfile', '--reporter=silent'], { cwd: root, stdio: 'inherit' });
}

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** A Burmese font, as every phone here has: without one, MY text (the default language) is drawn as boxes. */
const BURMESE_FONT_PACKAGE = 'fonts-sil-padauk';
const hasBurmeseFont = () =>
  spawnSync('sh', ['-c', "fc-list ':lang=my' | grep -q ."], { stdio: 'ignore' }).status === 0;

/** The other engines the e2e suite runs its core journeys in (e2e/engines), from Debian too. */
export const FIREFOX = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
const OTHER_ENGINES = [
  { pkg: 'firefox-esr', present: () => existsSync(FIREFOX) },
  { pkg: 'webkit2gtk-driver', present: () => existsSync('/usr/bin/WebKitWebDriver') },
  // WebKitGTK draws into a window even when driven: a virtual display.
  { pkg: 'xvfb', present: () => existsSync('/usr/bin/Xvfb') },
];

function aptInstall(packages) {
  console.log(`[setup] installing Debian ${packages.join(', ')} (apt-get)`);
  const sudo = process.getuid && process.getuid() === 0 ? [] : ['sudo'];
  const run = (args) =>
    execFileSync(sudo[0] ?? args[0], sudo.length ? args : args.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', ...packages]);
}

/**
 * The browser the tests and the benchmark drive, with a Burmese font (so screenshots and the benchmark's
 * layout are of real MY text), and with `engines` the other engines as well. All from Debian, installed
 * with apt-get when missing.
 */
export function ensureChromium({ engines = false } = {}) {
  const missing = [
    ...(existsSync(CHROMIUM) ? [] : ['chromium']),
    ...(hasBurmeseFont() ? [] : [BURMESE_FONT_PACKAGE]),
    ...(engines ? OTHER_ENGINES.filter((engine) => !engine.present()).map((engine) => engine.pkg) : []),
  ];
  if (missing.length > 0) aptInstall(missing);
  if (!existsSync(CHROMIUM)) throw new Error(`chromium not found at ${CHROMIUM} after install`);
  return CHROMIUM;
}

/** The Redis server the release store's jest tests start (tooling/release/redis-store.test.ts), from Debian. */
export const REDIS_SERVER = process.env.REDIS_SERVER_PATH || '/usr/bin/redis-server';

/** Installs Debian's redis-server with apt-get when it is missing; the tests fail, not skip, without it. */
export function ensureRedis() {
  if (!existsSync(REDIS_SERVER)) aptInstall(['redis-server']);
  if (!existsSync(REDIS_SERVER)) throw new Error(`redis-server not found at ${REDIS_SERVER} after install`);
  return REDIS_SERVER;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  installPackages();
  if (process.argv.includes('--browser')) ensureChromium({ engines: process.argv.includes('--engines') });
  if (process.argv.includes('--redis')) ensureRedis();
}
