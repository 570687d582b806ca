import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';
import { ADMIN_KEY_ENV, createAdminKey } from '../platform-sim/src/http/admin-guard';

const root = path.resolve(__dirname, '..');
export const CONTROL_URL = 'http://127.0.0.1:3999';
export const REGISTRY_FILE = path.join(root, '.compose/e2e-remotes.json');

/**
 * platform-sim's admin key for this run (SIM_ADMIN_KEY when given). This file is evaluated again in every
 * worker: the runner sets the key in its environment before it starts them, so they inherit the same one
 * the web server gets.
 */
const simAdminKey = (process.env[ADMIN_KEY_ENV] ||= createAdminKey());

/** Debian's Chromium (Playwright's own browser download is not reachable here). */
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  // One fake platform behind the site: journeys run one at a time so their state does not mix.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  outputDir: path.join(root, 'test-results/playwright'),
  use: {
    ...devices['iPhone 13'],
    browserName: 'chromium',
    viewport: { width: 375, height: 812 },
    baseURL: 'http://localhost:3000',
    trace: 'retain-on-failure',
    // The site's service worker answers pages and host files, which Playwright's request routing then no
    // longer sees; journeys that fault or watch those requests need it out of the way. offline.spec.ts runs
    // with it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromium,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: `${path.join(root, 'node_modules/.bin/tsx')} tooling/compose/main.ts --control 3999 --registry ${REGISTRY_FILE} --reset-registry`,
    cwd: root,
    url: 'http://localhost:3000/config.json',
    env: { [ADMIN_KEY_ENV]: simAdminKey },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
