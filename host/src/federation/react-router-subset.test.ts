import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

/** Source files (not tests: jest uses the real package) of every package of the site. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

describe('the shared react-router subset (tooling/webpack/react-router-subset.mjs)', () => {
  it('exports every name the site imports from react-router', () => {
    const subset = readFileSync(path.join(root, 'tooling/webpack/react-router-subset.mjs'), 'utf8');
    const exported = new Set(/export\s*\{([^}]*)\}\s*from 'react-router-build'/.exec(subset)![1]!.split(',').map((name) => name.trim()).filter(Boolean));
    const packages = readdirSync(root).filter((name) => name === 'host' || name === 'shared-kernel' || name.startsWith('remote-'));
    const imported = new Set<string>();
    for (const file of packages.flatMap((name) => sources(path.join(root, name, 'src')))) {
      const text = readFileSync(file, 'utf8');
      // Deep imports would bypass the shared module (a second router).
      expect(text).not.toMatch(/from 'react-router\//);
      for (const match of text.matchAll(/import\s*(type\s*)?\{([^}]*)\}\s*from 'react-router'/g)) {
        // Types are gone at run time.
        if (match[1]) continue;
        for (const part of match[2]!.split(',')) {
          const name = part.trim();
          if (name && !name.startsWith('type ')) imported.add(name.split(/\s+as\s+/)[0]!);
        }
      }
      expect(text).not.toMatch(/import \* as \w+ from 'react-router'/);
    }
    expect(imported.size).toBeGreaterThan(5);
    expect([...imported].filter((name) => !exported.has(name))).toEqual([]);
  });
});
