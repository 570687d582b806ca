import { mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROUTE_GUARDS, ROUTE_LAYOUT } from '../../shared-kernel/src/contracts/federation';
import {
  ReleaseContractPlugin,
  hostProvides,
  routesOf,
  subsetExports,
  subsetImports,
  type RemoteContract,
} from './release-contract.cjs';
import { routeImports } from './route-preload-plugin.cjs';

const root = path.resolve(__dirname, '../..');
const registry = JSON.parse(readFileSync(path.join(root, 'deploy/remotes.json'), 'utf8')) as {
  remotes: Array<{ name: string; routes: string[] }>;
};
const kernelVersion = (
  JSON.parse(readFileSync(path.join(root, 'shared-kernel/package.json'), 'utf8')) as { version: string }
).version;
const routesModule = (remote: string) => path.join(root, `remote-${remote}/src/exposes/routes.ts`);

const scratch = mkdtempSync(path.join(tmpdir(), 'release-contract-'));
const write = (name: string, text: string) => {
  const file = path.join(scratch, name);
  writeFileSync(file, text);
  return file;
};

/** Source files (not tests) under a folder. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

describe("a remote's routes as its release contract carries them (release-contract.cjs)", () => {
  it('evaluates the module: helpers with defaults, conditional aliases, side-effect and type imports', () => {
    const file = write(
      'routes.ts',
      `import type { RemoteRoute } from '@mc/shared-kernel';
       import '../i18n/namespace';
       const page = (route: Pick<RemoteRoute, 'path' | 'load'> & Partial<RemoteRoute>): RemoteRoute => ({ guard: 'member', header: 'default', ...route });
       const agent = (path: string, load: RemoteRoute['load'], aliases?: string[]): RemoteRoute => ({ path, ...(aliases ? { aliases } : {}), guard: 'agent', bottomMenu: false, load });
       const routes: RemoteRoute[] = [
         page({ path: '/m/a', titleKey: 'x:a', load: () => import('../features/a') }),
         page({ path: '/m/b', guard: 'none', backTo: '/m/home', load: () => import('../features/b') }),
         agent('/m/c', () => import('../features/c'), ['/m/c2']),
         { path: '/m/d', load: () => import('../features/d') },
       ];
       export default routes;`,
    );
    expect(routesOf(file)).toEqual([
      { path: '/m/a', guard: 'member', layout: { header: 'default', titleKey: 'x:a' } },
      { path: '/m/b', guard: 'none', layout: { header: 'default', backTo: '/m/home' } },
      { path: '/m/c', aliases: ['/m/c2'], guard: 'agent', layout: { bottomMenu: false } },
      { path: '/m/d', layout: {} },
    ]);
  });

  it('refuses, naming it, a module that reads an imported value while it is evaluated', () => {
    const file = write(
      'reads.ts',
      `import { DEFAULTS } from '@mc/shared-kernel';\nexport default [{ path: '/m/a', ...DEFAULTS.route }];`,
    );
    expect(() => routesOf(file)).toThrow(/reads 'DEFAULTS' of '@mc\/shared-kernel'/);
  });

  // The real routes modules: what the build writes for each remote is what its source says.
  it.each(registry.remotes.map((r) => [r.name, r.routes] as const))(
    "gives %s exactly the registry's paths, and the ones the preload list reads",
    (remote, paths) => {
      const routes = routesOf(routesModule(remote));
      const contractPaths = routes.flatMap((r) => [r.path, ...(r.aliases ?? [])]);
      expect([...contractPaths].sort()).toEqual([...paths].sort());
      expect([...contractPaths].sort()).toEqual(
        routeImports(readFileSync(routesModule(remote), 'utf8'))
          .map((r) => r.path)
          .sort(),
      );
      for (const route of routes) {
        if (route.guard !== undefined) expect(ROUTE_GUARDS).toContain(route.guard);
        for (const field of Object.keys(route.layout)) expect(Object.keys(ROUTE_LAYOUT)).toContain(field);
      }
    },
  );

  it("gives every cashier route the cashier helper's guard and layout, and its own title", () => {
    const routes = routesOf(routesModule('cashier'));
    expect(routes).toHaveLength(10);
    for (const route of routes) {
      expect(route).toEqual({
        path: expect.stringMatching(/^\/m\//),
        guard: 'real-account',
        layout: { header: 'default', bottomMenu: true, titleKey: expect.stringMatching(/^cashier(-\w+)?:/) },
      });
    }
    expect(routes.find((r) => r.path === '/m/withdraw')?.layout.titleKey).toBe('cashier-withdraw:title');
  });

  it("gives the member's /m/mine its alias and its layout as written", () => {
    const mine = routesOf(routesModule('member')).find((r) => r.path === '/m/mine');
    expect(mine).toEqual({
      path: '/m/mine',
      aliases: ['/m/member/home'],
      guard: 'none',
      layout: { titleKey: 'member:mine.title', header: 'none', bottomMenu: true, backTo: '/m/home' },
    });
  });
});

describe('the names a remote imports from the subset libraries', () => {
  it('reads values only: renames by their imported name, re-exports, namespaces; types left out', () => {
    const a = write(
      'a.tsx',
      `import { Link, useNavigate as go, type To } from 'react-router';\nimport type { UseQueryResult } from '@tanstack/react-query';\nimport { useQuery } from '@tanstack/react-query';`,
    );
    const b = write(
      'b.ts',
      `export { useSearchParams } from 'react-router';\nimport * as I18n from 'react-i18next';\nimport { other } from 'zustand';`,
    );
    expect(subsetImports([a, b])).toEqual({
      'react-router': ['Link', 'useNavigate', 'useSearchParams'],
      '@tanstack/react-query': ['useQuery'],
      'react-i18next': ['*'],
    });
  });

  it("finds in the cashier's sources every name a plain text scan of them finds", () => {
    const files = sources(path.join(root, 'remote-cashier/src'));
    const scanned: Record<string, Set<string>> = {
      'react-router': new Set(),
      '@tanstack/react-query': new Set(),
      'react-i18next': new Set(),
    };
    for (const text of files.map((f) => readFileSync(f, 'utf8'))) {
      for (const match of text.matchAll(
        /import\s*\{([^}]*)\}\s*from '(react-router|@tanstack\/react-query|react-i18next)'/g,
      )) {
        for (const part of match[1]!.split(',')) {
          const name = part.trim();
          if (name && !name.startsWith('type ')) scanned[match[2]!]!.add(name.split(/\s+as\s+/)[0]!);
        }
      }
    }
    const read = subsetImports(files);
    for (const [library, names] of Object.entries(scanned)) expect(read[library]).toEqual([...names].sort());
    expect(read['react-router']).toEqual(
      expect.arrayContaining(['Link', 'Navigate', 'useLocation', 'useNavigate', 'useSearchParams']),
    );
    expect(read['react-i18next']).toEqual(['useTranslation']);
  });
});

describe("the host's host-provides.json", () => {
  const provides = hostProvides('1.2.3');

  it("takes the guards and layout values from the kernel's contract, not a copy", () => {
    expect(provides.guards).toEqual([...ROUTE_GUARDS]);
    expect(provides.layouts).toEqual(JSON.parse(JSON.stringify(ROUTE_LAYOUT)));
  });

  it('lists every shared module with its version, the kernel and its kits at the kernel version', () => {
    expect(provides.version).toBe('1.2.3');
    const shared = new Map(provides.shared.map((s) => [s.name, s.version]));
    for (const name of ['@mc/shared-kernel', '@mc/shared-kernel/money', '@mc/shared-kernel/records'])
      expect(shared.get(name)).toBe(kernelVersion);
    for (const name of ['react', 'react-dom', 'react-router', '@tanstack/react-query', 'react-i18next'])
      expect(shared.get(name)).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('lists what each subset file exports', () => {
    expect(provides.subsets).toEqual(subsetExports());
    expect(provides.subsets['react-router']).toEqual(expect.arrayContaining(['Link', 'Navigate', 'useSearchParams']));
    expect(provides.subsets['react-i18next']).toEqual(['I18nextProvider', 'initReactI18next', 'useTranslation']);
  });
});

describe('the plugin (ReleaseContractPlugin)', () => {
  /** A compiler and compilation with just the hooks the plugin taps. */
  function run(plugin: ReleaseContractPlugin, modules: unknown[]): Record<string, string> {
    const emitted: Record<string, string> = {};
    let finish: (modules: unknown[]) => void = () => {};
    let assets: () => void = () => {};
    const compilation = {
      hooks: {
        finishModules: { tap: (_: string, fn: typeof finish) => (finish = fn) },
        processAssets: { tap: (_: unknown, fn: typeof assets) => (assets = fn) },
      },
      emitAsset: (name: string, source: { text: string }) => (emitted[name] = source.text),
    };
    const compiler = {
      webpack: {
        sources: {
          RawSource: class {
            constructor(public text: string) {}
          },
        },
        Compilation: { PROCESS_ASSETS_STAGE_REPORT: 5000 },
      },
      hooks: { thisCompilation: { tap: (_: string, fn: (c: typeof compilation) => void) => fn(compilation) } },
    };
    plugin.apply(compiler);
    finish(modules);
    assets();
    return emitted;
  }

  it("writes a remote's release.json from the modules of its build: its own sources, not the kernel's", () => {
    const dir = path.join(root, 'remote-cashier');
    const emitted = run(
      new ReleaseContractPlugin({ name: 'cashier', version: '2.0.0', dir, routesModule: routesModule('cashier') }),
      [
        { type: 'consume-shared-module', options: { shareKey: 'react-router' } },
        { type: 'consume-shared-module', options: { shareKey: '@mc/shared-kernel' } },
        { resource: path.join(dir, 'src/features/withdraw/withdraw-page.tsx') },
        // The kernel's own imports are the host's business.
        { resource: path.join(root, 'shared-kernel/src/standalone/standalone.tsx') },
      ],
    );
    const contract = JSON.parse(emitted['release.json']!) as RemoteContract;
    expect(contract.name).toBe('cashier');
    expect(contract.version).toBe('2.0.0');
    expect(contract.kernel).toBe(`^${kernelVersion}`);
    expect(contract.shared).toEqual([
      { name: '@mc/shared-kernel', requiredVersion: `^${kernelVersion}` },
      { name: 'react-router', requiredVersion: expect.stringMatching(/^\^7\./) },
    ]);
    expect(contract.imports['react-router']).toEqual(
      subsetImports([path.join(dir, 'src/features/withdraw/withdraw-page.tsx')])['react-router'],
    );
    expect(contract.routes).toEqual(routesOf(routesModule('cashier')));
  });

  it("writes the host's host-provides.json", () => {
    const emitted = run(
      new ReleaseContractPlugin({ name: 'host', version: '3.1.0', dir: path.join(root, 'host'), isHost: true }),
      [],
    );
    expect(JSON.parse(emitted['host-provides.json']!)).toEqual(hostProvides('3.1.0'));
  });

  it('is in the production build of every remote (both variants) and of the host (its modern build)', () => {
    const configOf = (app: string) =>
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require(path.join(root, app, 'webpack.config.cjs'))(undefined, { mode: 'production' }) as Array<{
        plugins: unknown[];
      }>;
    const withPlugin = (configs: Array<{ plugins: unknown[] }>) =>
      configs.map((c) => c.plugins.some((p) => p instanceof ReleaseContractPlugin));
    expect(withPlugin(configOf('remote-cashier'))).toEqual([true, true]);
    expect(withPlugin(configOf('host'))).toEqual([true, false]);
  });
});
