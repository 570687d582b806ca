// After the production build: every JavaScript file each build ships must parse and run on that build's
// browsers (.browserslistrc). The language level is es-check's own reading of the browsers' versions, so
// the floor is stated nowhere but in .browserslistrc. Exits 1 listing the files that go above it.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { floorVersions } = require('../webpack/floor.cjs');
const esCheckDir = path.dirname(require.resolve('es-check'));
const { getESVersionForBrowser } = require(path.join(esCheckDir, 'browserslist.js'));
const esCheck = path.join(esCheckDir, 'cli/index.js');

/**
 * Chrome, Safari (macOS and iOS) and Firefox carry a variant's floor; Android WebView, Samsung Internet and
 * Edge are Chromium at a version no lower than Chrome's line (es-check's own `android` table is of the old
 * Android browser, whose numbers mean something else).
 */
const FAMILIES = ['chrome', 'safari', 'ios_saf', 'firefox'];

/**
 * Syntax the floor runs although es-check files it a year later: optional catch binding (ES2019) is in
 * Chrome 66 and Safari 11.1, and `import()` (ES2020) in Chrome 63 and Safari 11.1 — both below the floor.
 */
const ALLOWED = { legacy: ['OptionalCatchBinding', 'DynamicImport'], modern: [] };

/** The ES year es-check takes for a variant: that of its least capable browser. */
export function esLevel(variant) {
  const lowest = floorVersions(variant);
  const level = Math.min(...FAMILIES.filter((f) => lowest[f]).map((f) => getESVersionForBrowser(f, lowest[f])));
  return level <= 5 ? 'es5' : `es${2009 + level}`;
}

const walk = (dir) =>
  existsSync(dir)
    ? readdirSync(dir).flatMap((name) => {
        const file = path.join(dir, name);
        return statSync(file).isDirectory() ? walk(file) : file.endsWith('.js') ? [file] : [];
      })
    : [];

const REMOTES = ['remote-member', 'remote-games', 'remote-agent', 'remote-cashier'];

/** The files each variant ships: the host's and every built release of every remote. */
export function shippedFiles(variant) {
  const legacy = variant === 'legacy';
  const host = path.join(root, 'host/dist');
  const hostFiles = legacy
    ? walk(path.join(host, 'static/legacy'))
    : [
        ...walk(path.join(host, 'static')).filter((file) => !file.includes(`${path.sep}legacy${path.sep}`)),
        path.join(host, 'sw.js'),
      ];
  const releases = REMOTES.flatMap((remote) => {
    const dist = path.join(root, remote, 'dist');
    return existsSync(dist)
      ? readdirSync(dist).map((version) => path.join(dist, version, ...(legacy ? ['legacy'] : [])))
      : [];
  });
  const remoteFiles = releases.flatMap((dir) =>
    walk(dir).filter((file) => legacy || !file.includes(`${path.sep}legacy${path.sep}`)),
  );
  return [...hostFiles, ...remoteFiles].filter((file) => existsSync(file));
}

/** Regular-expression lookbehind cannot be transpiled, and Safari has it only from 16.4. */
const LOOKBEHIND = /\(\?<[=!]/;

function check(variant, level, files) {
  const run = spawnSync(
    process.execPath,
    [
      esCheck,
      level,
      ...files,
      '--checkFeatures',
      '--ignorePolyfillable=core-js',
      ...(ALLOWED[variant].length ? ['--allowList', ALLOWED[variant].join(',')] : []),
    ],
    {
      encoding: 'utf8',
    },
  );
  const problems =
    run.status === 0
      ? []
      : [
          `${variant} (${level}):\n${(run.stdout + run.stderr)
            .split('\n')
            .filter((l) => /erroring file|error:/.test(l))
            .join('\n')}`,
        ];
  if (variant === 'legacy') {
    for (const file of files)
      if (LOOKBEHIND.test(readFileSync(file, 'utf8')))
        problems.push(`${path.relative(root, file)}: a regular expression with lookbehind`);
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = [];
  for (const variant of ['modern', 'legacy']) {
    const files = shippedFiles(variant);
    const level = esLevel(variant);
    if (files.length === 0) problems.push(`${variant}: no built files (run the production build first)`);
    else problems.push(...check(variant, level, files));
    console.log(`[floor] ${variant}: ${files.length} files checked against ${level}`);
  }
  // The page's first script runs on any browser, to tell an old one so.
  problems.push(
    ...check('modern', 'es5', [path.join(root, 'host/dist/floor-check.js')]).map((p) =>
      p.replace('modern (es5)', 'floor-check.js (es5)'),
    ),
  );
  if (problems.length) {
    console.error(`[floor] shipped JavaScript above its browsers:\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.log('[floor] every shipped file runs on its build’s browsers');
}
