// platform-sim's layers, top to bottom. A file imports its own layer and the layers below it, never one above
// ("back up"); a feature imports another feature only through that feature's index.ts (what several features
// share lives in a lower layer instead, which is preferred). docs/platform-sim.md describes the layout.
//
//   root      the files at the top of src/: platform.ts (createPlatform: wires state, features and routes),
//             state.ts (the whole state: the core state and every feature's part), index.ts (the package
//             entry), and the tests that span features; http/ (the HTTP server), testing/
//             (@mc/platform-sim/testing)
//   features  features/<name>/: one part of the API each, with its part of the state (state.ts)
//   data      data/: the seeded data sets and the rules on them that several features share; assets/: the
//             generated images (SVG, PNG, captcha)
//   core      core/: what every feature needs: the core state, the context, the router, the envelope,
//             errors, parameters, money, dates, the PRNG, the ledger, sessions …
//   base      crypto/: keys, encrypted bodies, password hashes, identity tokens
//
// Tests belong to the layer of their folder; they may also import platform.ts and testing/ (they drive the
// whole platform through them). A test of several features sits at the top of src/.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const LAYERS: ReadonlyArray<{ name: string; paths: readonly string[] }> = [
  { name: 'root', paths: ['*', 'http/', 'testing/'] },
  { name: 'features', paths: ['features/'] },
  { name: 'data', paths: ['data/', 'assets/'] },
  { name: 'core', paths: ['core/'] },
  { name: 'base', paths: ['crypto/'] },
];

/** What any test may import besides its own layer and those below: the platform it drives. */
const TEST_MAY_IMPORT = ['platform.ts', 'testing/'];

const SRC = __dirname;
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*|jest\.mock\s*\(\s*)['"]([^'"]+)['"]/g;

/** `dir/`: everything under it; `*`: the files at the top of src/; else one file. */
const within = (file: string, paths: readonly string[]): boolean =>
  paths.some((p) => (p === '*' ? !file.includes('/') : p.endsWith('/') ? file.startsWith(p) : file === p));

function layerOf(file: string): number {
  const index = LAYERS.findIndex((layer) => within(file, layer.paths));
  if (index < 0) throw new Error(`${file} is in no layer: add its folder to LAYERS`);
  return index;
}

const featureOf = (file: string): string | null => (file.startsWith('features/') ? file.split('/')[1]! : null);
const isTest = (file: string): boolean => file.endsWith('.test.ts');

/** The source file a relative specifier names (src-relative), or null when there is none. */
function resolve(fromFile: string, specifier: string): string | null {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier));
  for (const candidate of [base, `${base}.ts`, `${base}/index.ts`]) {
    const full = path.join(SRC, candidate);
    if (existsSync(full) && statSync(full).isFile()) return candidate;
  }
  return null;
}

/** The problem with one import (paths relative to src/), or null. */
export function checkImport(fromFile: string, target: string): string | null {
  const from = layerOf(fromFile);
  const to = layerOf(target);
  if (to < from && !(isTest(fromFile) && within(target, TEST_MAY_IMPORT)))
    return `${LAYERS[from]!.name} imports ${LAYERS[to]!.name} (${target}): back up`;
  const fromFeature = featureOf(fromFile);
  const toFeature = featureOf(target);
  if (fromFeature && toFeature && fromFeature !== toFeature && target !== `features/${toFeature}/index.ts`)
    return `feature "${fromFeature}" imports an inner file of feature "${toFeature}" (${target})`;
  return null;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return name.endsWith('.ts') ? [path.relative(SRC, full).split(path.sep).join('/')] : [];
  });
}

export function violations(): string[] {
  return sourceFiles(SRC).flatMap((file) => {
    const source = readFileSync(path.join(SRC, file), 'utf8');
    return [...source.matchAll(IMPORT)].flatMap((match) => {
      const specifier = match[1]!;
      if (!specifier.startsWith('.')) return [];
      const line = source.slice(0, match.index).split('\n').length;
      const target = resolve(file, specifier);
      if (!target) return [`${file}:${line}: '${specifier}' names no source file`];
      const problem = checkImport(file, target);
      return problem ? [`${file}:${line}: ${problem}`] : [];
    });
  });
}

describe("platform-sim's layers", () => {
  it('has every source file in a layer and no import running back up or into another feature', () => {
    expect(violations()).toEqual([]);
  });

  it('checks what it should', () => {
    expect(checkImport('features/wallet/routes.ts', 'core/ledger.ts')).toBeNull();
    expect(checkImport('features/wallet/routes.ts', 'data/catalogue.ts')).toBeNull();
    expect(checkImport('features/wallet/routes.ts', 'features/wallet/state.ts')).toBeNull();
    expect(checkImport('features/wallet/routes.ts', 'features/security/index.ts')).toBeNull();
    expect(checkImport('platform.ts', 'features/wallet/index.ts')).toBeNull();
    expect(checkImport('features/wallet/wallet.test.ts', 'testing/fixtures.ts')).toBeNull();
    expect(checkImport('core/ledger.test.ts', 'platform.ts')).toBeNull();
    expect(checkImport('features/wallet/routes.ts', 'features/security/payment-password.ts')).toMatch(
      /inner file of feature "security"/,
    );
    expect(checkImport('features/wallet/wallet.test.ts', 'features/security/payment-password.ts')).toMatch(
      /inner file/,
    );
    expect(checkImport('core/state.ts', 'features/rebate/state.ts')).toMatch(/core imports features.*back up/);
    expect(checkImport('data/team.ts', 'features/rebate/index.ts')).toMatch(/back up/);
    expect(checkImport('core/errors.ts', 'data/register.ts')).toMatch(/back up/);
    expect(checkImport('features/wallet/routes.ts', 'platform.ts')).toMatch(/back up/);
    expect(checkImport('features/wallet/routes.ts', 'testing/fixtures.ts')).toMatch(/back up/);
    expect(checkImport('crypto/password.ts', 'core/money.ts')).toMatch(/back up/);
  });
});
