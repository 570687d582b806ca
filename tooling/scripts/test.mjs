// npm test: install what is missing (pnpm, packages, Debian's Chromium, Firefox ESR and WebKitGTK, redis-server), then
// typecheck, lint and formatting (side by side), the production build (both variants) and its syntax check against the browser floor, then
// the Playwright suite against the production composition with every package's jest tests beside it.
// Ends with one line "N passed, M failed" and a non-zero exit on any failure.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { FIREFOX, ensureChromium, ensureRedis, installPackages, root } from './ensure.mjs';
import { buildAll, buildApp } from './build.mjs';

const results = path.join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const failures = [];
let passed = 0;
let failed = 0;

/** The line that ends a step, with its time; a failed step is remembered for the summary. */
function ended(name, started, ok) {
  console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (!ok) failures.push(name);
  return ok;
}

function step(name, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n=== ${name}`);
  const run = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return ended(name, started, run.status === 0);
}

/** step() without waiting: its output is printed in one piece when it ends, so steps side by side do not interleave. */
function stepAsync(name, command, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk) => (output += chunk));
    const end = (ok) => {
      console.log(`\n=== ${name}`);
      process.stdout.write(output);
      resolve(ended(name, started, ok));
    };
    child.on('close', (code) => end(code === 0));
    child.on('error', () => end(false));
  });
}

installPackages();
const chromium = ensureChromium({ engines: true });
// The release store's jest tests run against a real redis-server.
const redisServer = ensureRedis();

// Each of these runs in one process on one core; side by side they take the time of the slowest.
for (const ok of await Promise.all([
  stepAsync('typecheck', bin('tsc'), ['-p', 'tsconfig.json']),
  stepAsync('lint', bin('eslint'), ['--max-warnings', '0', '.']),
  stepAsync('format (prettier --check)', bin('prettier'), ['--check', '--log-level', 'warn', '.']),
])) {
  if (ok) passed++;
  else failed++;
}

console.log('\n=== production build');
try {
  buildAll();
  // A second release of one remote, for the independent-release scenario (registry repointed).
  buildApp('remote-cashier', { MC_RELEASE: '0.1.1-next' });
} catch {
  failures.push('build');
  failed++;
}

// jest runs beside Playwright: Playwright's one worker (a browser, the composition) keeps about one of the
// two cores busy, jest in one process the other. One after the other, the run took over 20 minutes.
const jestJson = path.join(results, 'jest.json');
const jestLog = path.join(results, 'jest.log');
console.log(`\n=== jest (every package), beside Playwright; its output: ${path.relative(root, jestLog)}`);
const jestStarted = Date.now();
const jestDone = new Promise((resolve) => {
  const out = openSync(jestLog, 'w');
  const child = spawn(bin('jest'), ['--ci', '--maxWorkers=1', '--json', `--outputFile=${jestJson}`], {
    cwd: root,
    stdio: ['ignore', out, out],
    env: { ...process.env, REDIS_SERVER_PATH: redisServer },
  });
  child.on('close', (code) => resolve(code === 0));
  child.on('error', () => resolve(false));
});

if (!failures.includes('build')) {
  // Every shipped file against its build's browsers (.browserslistrc).
  if (
    step('syntax of what ships (es-check against the browser floor)', process.execPath, [
      path.join(root, 'tooling/floor/check-syntax.mjs'),
    ])
  )
    passed++;
  else failed++;
  const pwJson = path.join(results, 'playwright.json');
  const ok = step(
    'playwright (composed production site)',
    bin('playwright'),
    ['test', '-c', 'e2e/playwright.config.ts'],
    {
      CHROMIUM_PATH: chromium,
      FIREFOX_PATH: FIREFOX,
      PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson,
    },
  );
  if (existsSync(pwJson)) {
    const stats = JSON.parse(readFileSync(pwJson, 'utf8')).stats;
    passed += stats.expected;
    // A run that failed before any test (the site did not start) still counts as a failure.
    failed += stats.unexpected || (ok ? 0 : 1);
    console.log(
      `playwright: ${stats.expected} passed, ${stats.unexpected} failed, ${stats.flaky} flaky, ${stats.skipped} skipped`,
    );
  } else failed++;
}

const jestOk = await jestDone;
console.log(
  `\n=== jest (every package): ${jestOk ? 'ok' : 'FAILED'} (${((Date.now() - jestStarted) / 1000).toFixed(1)} s, beside Playwright)`,
);
if (!jestOk) failures.push('jest (every package)');
if (existsSync(jestJson)) {
  const report = JSON.parse(readFileSync(jestJson, 'utf8'));
  // Each failure with the head of its message, so a CI log alone says why (the full log: test-results/jest.log).
  for (const file of report.testResults) {
    if (file.status !== 'failed') continue;
    console.log(`FAIL ${path.relative(root, file.name)}`);
    const failedTests = file.assertionResults.filter((test) => test.status === 'failed');
    // A file that failed outside any test (it did not compile, a hook threw) has only its own message.
    const messages = failedTests.length
      ? failedTests.map((test) => [`  ● ${test.fullName}`, ...test.failureMessages])
      : [['  ● (outside any test)', file.message]];
    for (const [title, ...rest] of messages) {
      console.log(title);
      // Without the terminal's colour codes (ESC [ … m).
      const text = rest.join('\n').replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');
      const lines = text.split('\n').filter((line) => !/^\s+at .*node_modules/.test(line));
      console.log(
        lines
          .slice(0, 20)
          .map((line) => `    ${line}`)
          .join('\n'),
      );
    }
  }
  passed += report.numPassedTests;
  failed += report.numFailedTests + report.numRuntimeErrorTestSuites || (jestOk ? 0 : 1);
  console.log(`jest: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
} else failed++;

console.log(failures.length ? `\nFailed steps: ${failures.join(', ')}` : '\nEvery step passed.');
console.log(`${passed} passed, ${failed} failed`);
process.exit(failures.length || failed ? 1 : 0);
