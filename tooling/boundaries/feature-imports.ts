// Feature boundaries inside each app: a feature (src/features/<name>/) imports only itself, its app's lower
// layers (entities/ and the app's other shared folders), the kernel and libraries — never another feature,
// and never the app's composition layer (exposes/, the bootstrap; the host's app/, boot/ and federation/).
// What several features share moves down into entities/. A feature's test may import the composition layer
// to check how its feature is registered (its route, guard and title); a test that spans features lives in
// the composition layer.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const APPS = ['host', 'remote-member', 'remote-games', 'remote-agent', 'remote-cashier'] as const;

/** Folders of an app's src/ that compose features; nothing below them may import them. */
const COMPOSITION = new Set(['exposes', 'app', 'boot', 'federation', 'bootstrap.ts', 'bootstrap.tsx', 'index.ts']);

export interface CrossImport {
  readonly file: string;
  readonly line: number;
  readonly specifier: string;
  readonly problem: string;
}

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*|jest\.mock\s*\(\s*)['"]([^'"]+)['"]/g;

/** Every module specifier a source file names, with its line. */
export function specifiersOf(source: string): Array<{ specifier: string; line: number }> {
  const found: Array<{ specifier: string; line: number }> = [];
  for (const match of source.matchAll(IMPORT)) {
    const line = source.slice(0, match.index).split('\n').length;
    found.push({ specifier: match[1]!, line });
  }
  return found;
}

/** Where a file sits in its app: the feature it belongs to, or the layer (top folder of src/). */
export function placeOf(srcRelative: string): { layer: string; feature: string | null } {
  const [top = '', second = null] = srcRelative.split('/');
  if (top === 'features') return { layer: 'features', feature: second };
  return { layer: top, feature: null };
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** The problem with one import of a file (paths relative to the app's src/), or null. */
export function checkImport(fromFile: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier));
  if (target.startsWith('..')) return null;
  const from = placeOf(fromFile);
  const to = placeOf(target);
  if (from.layer === 'features') {
    if (to.layer === 'features' && to.feature !== from.feature)
      return `feature "${from.feature}" imports feature "${to.feature}"`;
    if (COMPOSITION.has(to.layer) && !isTest(fromFile))
      return `feature "${from.feature}" imports the composition layer (${to.layer})`;
    return null;
  }
  if (COMPOSITION.has(from.layer)) return null;
  // A lower layer (entities/, shell/, i18n/, testing/ …) serves features; it never reaches up into one.
  if (to.layer === 'features') return `${from.layer}/ imports feature "${to.feature}"`;
  return null;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

/** Every import across a feature boundary in one app (tests included: a test belongs to its feature). */
export function crossImports(appDir: string): CrossImport[] {
  const src = path.join(appDir, 'src');
  return sourceFiles(src).flatMap((full) => {
    const file = path.relative(src, full).split(path.sep).join('/');
    return specifiersOf(readFileSync(full, 'utf8')).flatMap(({ specifier, line }) => {
      const problem = checkImport(file, specifier);
      return problem ? [{ file: `${path.basename(appDir)}/src/${file}`, line, specifier, problem }] : [];
    });
  });
}
