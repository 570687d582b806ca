import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

/** Source files (not tests: jest uses the real packages) of every package of the site. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

const packages = readdirSync(root).filter(
  (name) => name === 'host' || name === 'shared-kernel' || name.startsWith('remote-'),
);
const texts = packages
  .flatMap((name) => sources(path.join(root, name, 'src')))
  .map((file) => readFileSync(file, 'utf8'));

/** The names the site's code imports (values, not types) from `library`. */
function importedNames(library: string): Set<string> {
  const quoted = `'${library.replace(/[/.]/g, '\\$&')}'`;
  const named = new RegExp(`import\\s*(type\\s*)?\\{([^}]*)\\}\\s*from ${quoted}`, 'g');
  const names = new Set<string>();
  for (const text of texts) {
    // Deep imports would bypass the shared module (a second copy); a namespace or default import would need
    // the whole package.
    expect(text).not.toMatch(new RegExp(`from '${library.replace(/[/.]/g, '\\$&')}/`));
    expect(text).not.toMatch(new RegExp(`import\\s+(\\* as )?\\w+\\s*(,\\s*\\{[^}]*\\})?\\s*from ${quoted}`));
    for (const match of text.matchAll(named)) {
      if (match[1]) continue; // types are gone at run time
      for (const part of match[2]!.split(',')) {
        const name = part.trim();
        if (name && !name.startsWith('type ')) names.add(name.split(/\s+as\s+/)[0]!);
      }
    }
  }
  return names;
}

/** The names a subset file (tooling/webpack/subsets) re-exports from the package's own build. */
function exportedNames(file: string, build: string): Set<string> {
  const subset = readFileSync(path.join(root, 'tooling/webpack/subsets', file), 'utf8');
  const list = new RegExp(`export\\s*\\{([^}]*)\\}\\s*from '${build.replace(/[/.]/g, '\\$&')}'`).exec(subset);
  return new Set(
    list![1]!
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

describe.each([
  ['react-router', 'react-router.mjs', 5],
  ['@tanstack/react-query', 'react-query.mjs', 5],
  ['react-i18next', 'react-i18next.mjs', 2],
])('the shared %s subset (tooling/webpack/subsets/%s)', (library, file, atLeast) => {
  it('exports every name the site imports from the package, and nothing it does not', () => {
    const imported = importedNames(library);
    const exported = exportedNames(file, `${library}-build`);
    expect(imported.size).toBeGreaterThan(atLeast);
    expect([...imported].filter((name) => !exported.has(name))).toEqual([]);
    // A name nobody imports is bytes before every remote screen.
    expect([...exported].filter((name) => !imported.has(name))).toEqual([]);
  });
});
