// A remote's `route-preload.json`: for each path its `./routes` module names, the scripts a cold page load of
// that path fetches from this remote, in the order the runtime asks for them (entry, routes module, screen).
// The host server lists them as preloads in the page (tooling/compose/remote-preloads.ts), so they arrive
// alongside the host's own script instead of one after another once it has run.
const path = require('node:path');
const ts = require('typescript');

/**
 * The paths (`path` and `aliases`) and the `import('…')` of every route in a routes module's source, written
 * as an object `{ path: '/m/x', aliases: ['/m/y'], …, load: () => import('../features/x/x-page') }` or as
 * a helper's call `route('/m/x', () => import('…'), ['/m/y'])`. Anything else is left out.
 */
function routeImports(source) {
  const file = ts.createSourceFile('routes.ts', source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const found = [];
  const importIn = (node) => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = node.arguments;
      return arg && ts.isStringLiteralLike(arg) ? arg.text : undefined;
    }
    return ts.forEachChild(node, importIn);
  };
  const isPath = (node) => ts.isStringLiteralLike(node) && node.text.startsWith('/');
  const paths = (node) =>
    node && ts.isArrayLiteralExpression(node) ? node.elements.filter(isPath).map((e) => e.text) : [];
  const add = (routePath, request, aliases) => {
    for (const p of [routePath, ...aliases]) found.push({ path: p, request });
  };
  const visit = (node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const value = (name) =>
        node.properties.find((p) => ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name)
          ?.initializer;
      const routePath = value('path');
      const load = value('load');
      const request = load && importIn(load);
      if (routePath && isPath(routePath) && request) add(routePath.text, request, paths(value('aliases')));
    } else if (ts.isCallExpression(node) && node.arguments.length >= 2 && isPath(node.arguments[0])) {
      const request = node.arguments.slice(1).map(importIn).find(Boolean);
      if (request) add(node.arguments[0].text, request, node.arguments.slice(1).flatMap(paths));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The scripts of a chunk group (what loading it fetches), as output paths. */
const jsFiles = (group) => group.chunks.flatMap((chunk) => [...chunk.files]).filter((file) => file.endsWith('.js'));

class RoutePreloadPlugin {
  /** @param {string} routesModule absolute path of the module exposed as `./routes` */
  constructor(routesModule) {
    this.routesModule = routesModule;
  }

  apply(compiler) {
    const fs = require('node:fs');
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('RoutePreloadPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RoutePreloadPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const routesGroup = compilation.namedChunkGroups.get('__federation_expose_routes');
          if (!routesGroup) return;
          const routes = jsFiles(routesGroup);
          const found = routeImports(fs.readFileSync(this.routesModule, 'utf8'));
          const pages = {};
          for (const group of compilation.chunkGroups) {
            for (const origin of group.origins) {
              if (!origin.module || origin.module.resource !== this.routesModule) continue;
              // What the routes module brought is loaded already when the screen is asked for.
              const files = jsFiles(group).filter((file) => !routes.includes(file));
              for (const route of found) if (route.request === origin.request) pages[route.path] = files;
            }
          }
          const preload = { entry: 'remoteEntry.js', routes, pages };
          compilation.emitAsset('route-preload.json', new RawSource(JSON.stringify(preload)));
        },
      );
    });
  }
}

module.exports = {
  RoutePreloadPlugin,
  routeImports,
  jsFiles,
  routesModuleOf: (dir, exposes) => exposes && exposes['./routes'] && path.resolve(dir, exposes['./routes']),
};
