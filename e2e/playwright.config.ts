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

/** Debian's Chromium (Playwright's own browser downloads are not reachable here). */
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * An iPhone at 375×812, on a current iOS (the modern build); `devices['iPhone 13']` says iOS 15.0, below the
 * modern build's floor (.browserslistrc), which would give every journey the legacy build.
 */
const { defaultBrowserType: _, ...iPhone } = devices['iPhone 13'];
const currentIPhone = {
  ...iPhone,
  userAgent: iPhone.userAgent.replace('OS 15_0', 'OS 17_0').replace('Version/15.0', 'Version/17.0'),
};
/** The floor on Android: a WebView of Chrome 70 (.browserslistrc [legacy]). */
const androidWebView70 =
  'Mozilla/5.0 (Linux; Android 8.1.0; SM-J260F Build/M1AJB; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/70.0.3538.110 Mobile Safari/537.36';
/** The journeys the other engines and the legacy build run (the Chromium project has them in detail elsewhere). */
const ENGINE_SPECS = /(core-journeys|browser-floor|other-engines)\.spec\.ts$/;
/** axe over every route: minutes long, run on its own by `npm run test:a11y` (README "Tests"). */
const SWEEP_SPEC = /accessibility-sweep\.spec\.ts$/;

export default defineConfig<{ floorApisOnly: boolean; engine: 'firefox' | 'webkit' }>({
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
    ...currentIPhone,
    viewport: { width: 375, height: 812 },
    baseURL: 'http://localhost:3000',
    // Recording a trace costs every journey (snapshots at each step); a failure is run again with one.
    trace: 'on-first-retry',
    // The site's service worker answers pages and host files, which Playwright's request routing then no
    // longer sees; journeys that fault or watch those requests need it out of the way. offline.spec.ts runs
    // with it.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: [ENGINE_SPECS, SWEEP_SPEC],
      use: { browserName: 'chromium', launchOptions: { executablePath: chromium, args: chromiumArgs } },
    },
    {
      // The legacy build, in Chromium posing as the floor's Android WebView with the floor's APIs missing.
      name: 'old-engines',
      testMatch: /(core-journeys|browser-floor)\.spec\.ts$/,
      use: {
        browserName: 'chromium',
        userAgent: androidWebView70,
        floorApisOnly: true,
        launchOptions: { executablePath: chromium, args: chromiumArgs },
      },
    },
    // Only when asked for (`npm run test:a11y` sets MC_A11Y_SWEEP): `npm test` runs every project it sees.
    ...(process.env.MC_A11Y_SWEEP
      ? [
          {
            name: 'a11y-sweep',
            testMatch: SWEEP_SPEC,
            use: { browserName: 'chromium' as const, launchOptions: { executablePath: chromium, args: chromiumArgs } },
          },
        ]
      : []),
    // Gecko and WebKit (Debian's Firefox ESR and WebKitGTK), through WebDriver: other-engines.spec.ts.
    ...(['firefox', 'webkit'] as const).map((engine) => ({
      name: engine,
      testMatch: /other-engines\.spec\.ts$/,
      use: { engine },
    })),
  ],
  webServer: {
    command: `${path.join(root, 'node_modules/.bin/tsx')} tooling/compose/main.ts --control 3999 --registry ${REGISTRY_FILE} --reset-registry`,
    cwd: root,
    url: 'http://localhost:3000/config.json',
    // The release drill's canary sees a handful of visitors, not a day's traffic: the rollback rule's minimum
    // number of canary sessions is lowered to match (docs/field-reports.md has the production default).
    env: { [ADMIN_KEY_ENV]: simAdminKey, MC_ROLLBACK_MIN_SESSIONS: '4' },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
