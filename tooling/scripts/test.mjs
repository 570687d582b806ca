// npm test: install what is missing (pnpm, packages, Debian's Chromium, Firefox ESR and WebKitGTK), then
// typecheck, lint, every package's jest tests, the production build (both variants) and its syntax check
// against the browser floor, and the Playwright suite against the production composition.
// Ends with one line "N passed, M failed" and a non-zero exit on any failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { FIREFOX, ensureChromium, installPackages, root } from './ensure.mjs';
import { buildAll, buildApp } from './build.mjs';

const results = path.join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const failures = [];
let passed = 0;
let failed = 0;

function step(name, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n=== ${name}`);
  const run = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = run.status === 0;
  console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (!ok) failures.push(name);
  return ok;
}

installPackages();
const chromium = ensureChromium({ engines: true });

if (step('typecheck', bin('tsc'), ['-p', 'tsconfig.json'])) passed++;
else failed++;
if (step('lint', bin('eslint'), ['--max-warnings', '0', '.'])) passed++;
else failed++;

const jestJson = path.join(results, 'jest.json');
// Two workers: jest's default on two cores is one (cores − 1), which left a core idle for 500 s.
const jestOk = step('jest (every package)', bin('jest'), ['--ci', '--maxWorkers=2', '--json', `--outputFile=${jestJson}`]);
if (existsSync(jestJson)) {
  const report = JSON.parse(readFileSync(jestJson, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests + report.numRuntimeErrorTestSuites || (jestOk ? 0 : 1);
  console.log(`jest: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
} else failed++;

console.log('\n=== production build');
try {
  buildAll();
  // A second release of one remote, for the independent-release scenario (registry repointed).
  buildApp('remote-cashier', { MC_RELEASE: '0.1.1-next' });
} catch {
  failures.push('build');
  failed++;
}

if (!failures.includes('build')) {
  // Every shipped file against its build's browsers (.browserslistrc).
  if (step('syntax of what ships (es-check against the browser floor)', process.execPath, [path.join(root, 'tooling/floor/check-syntax.mjs')])) passed++;
  else failed++;
  const pwJson = path.join(results, 'playwright.json');
  const ok = step('playwright (composed production site)', bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts'], {
    CHROMIUM_PATH: chromium,
    FIREFOX_PATH: FIREFOX,
    PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson,
  });
  if (existsSync(pwJson)) {
    const stats = JSON.parse(readFileSync(pwJson, 'utf8')).stats;
    passed += stats.expected;
    // A run that failed before any test (the site did not start) still counts as a failure.
    failed += stats.unexpected || (ok ? 0 : 1);
    console.log(`playwright: ${stats.expected} passed, ${stats.unexpected} failed, ${stats.flaky} flaky, ${stats.skipped} skipped`);
  } else failed++;
}

console.log(failures.length ? `\nFailed steps: ${failures.join(', ')}` : '\nEvery step passed.');
console.log(`${passed} passed, ${failed} failed`);
process.exit(failures.length || failed ? 1 : 0);
