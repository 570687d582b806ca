import { readFileSync } from 'node:fs';
import path from 'node:path';
import { routeImports } from './route-preload-plugin.cjs';

const root = path.resolve(__dirname, '../..');
const registry = JSON.parse(readFileSync(path.join(root, 'deploy/remotes.json'), 'utf8')) as {
  remotes: Array<{ name: string; routes: string[] }>;
};
const routesSource = (remote: string) =>
  readFileSync(path.join(root, `remote-${remote}/src/exposes/routes.ts`), 'utf8');

describe("a remote's route preload list (route-preload-plugin.cjs)", () => {
  it("reads each route's paths and screen import, as an object or as a helper's call", () => {
    const source = `
      const page = (path, load, aliases) => ({ path, ...(aliases ? { aliases } : {}), load });
      const routes = [
        { path: '/m/a', aliases: ['/m/a.html'], titleKey: 'x:a', load: () => import('../features/a/a-page') },
        { path: "/m/b", guard: 'member', bottomMenu: false, load: async () => import("../features/b/b-page") },
        { path: '/m/c', titleKey: 'x:c' },
        { titleKey: 'x:d', load: () => import('../features/d/d-page') },
        page('/m/e', () => import('../features/e/e-page'), ['/m/e-too']),
        page('/m/f', undefined),
      ];`;
    expect(routeImports(source)).toEqual([
      { path: '/m/a', request: '../features/a/a-page' },
      { path: '/m/a.html', request: '../features/a/a-page' },
      { path: '/m/b', request: '../features/b/b-page' },
      { path: '/m/e', request: '../features/e/e-page' },
      { path: '/m/e-too', request: '../features/e/e-page' },
    ]);
  });

  // A route written in a shape the reader misses would lose its preloads without a word: every path the
  // registry gives a remote has its screen found.
  it.each(registry.remotes.map((remote) => [remote.name, remote.routes] as const))(
    'finds the screen of every path of %s',
    (remote, paths) => {
      const found = new Map(routeImports(routesSource(remote)).map((route) => [route.path, route.request]));
      expect(paths.filter((p) => !found.has(p))).toEqual([]);
      for (const request of found.values()) expect(request).toMatch(/^\.\.\/features\//);
    },
  );
});
