import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

// The kernel is one contract with four teams: every name its index exports is one an app's production code
// imports, so the index cannot grow a name nobody uses (tests take theirs from ./testing or the inner file).

const root = path.resolve(__dirname, '../..');
const APP_SOURCES = ['host', 'remote-member', 'remote-games', 'remote-agent', 'remote-cashier'].map((app) =>
  path.join(root, app, 'src'),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'testing' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** The names in `{ … }` lists of the statements that match `pattern`, `type` prefixes and `as` renames removed. */
function namesIn(source: string, pattern: RegExp): string[] {
  return [...source.matchAll(pattern)].flatMap((match) =>
    match[1]!
      .split(',')
      .map((part) =>
        part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]!
          .trim(),
      )
      .filter(Boolean),
  );
}

const index = readFileSync(path.join(__dirname, 'index.ts'), 'utf8');
const exported = namesIn(index, /export\s+(?:type\s+)?\{([^}]*)\}\s*from/g);
const imported = new Set(
  APP_SOURCES.flatMap(sourceFiles).flatMap((file) =>
    namesIn(readFileSync(file, 'utf8'), /(?:import|export)\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'@mc\/shared-kernel'/g),
  ),
);

describe('the kernel index', () => {
  it('names every export (no export *)', () => {
    expect(index).not.toMatch(/export\s+\*/);
    expect(exported.length).toBeGreaterThan(100);
  });

  it('exports only names an app imports in its production code', () => {
    expect(exported.filter((name) => !imported.has(name))).toEqual([]);
  });

  it('exports each name once', () => {
    expect(exported.filter((name, i) => exported.indexOf(name) !== i)).toEqual([]);
  });
});
