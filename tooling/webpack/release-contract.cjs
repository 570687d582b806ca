// The release contract a build writes beside its output, which `tooling/release/check.ts` holds a release to
// before it ships (docs/releasing.md, "Checking a release"):
//   - a remote's `release.json` (next to its `mf-manifest.json`): the kernel range and shared modules it
//     requires, the names its own code imports from the subset libraries, and its routes with their guard
//     and layout;
//   - the host's `host-provides.json` (in `host/dist/`): the shared modules it provides and at which version,
//     the names each subset exports, and the guard and layout values its router understands.
// Built JS cannot say these reliably (names are mangled, routes are data inside a chunk), so the build,
// which has the sources, writes them.
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');
const ts = require('typescript');
const { SUBSETS, sharedConfig, sharedProvision } = require('./shared.cjs');

const root = path.resolve(__dirname, '../..');
/** The host↔remote contract; its ROUTE_GUARDS and ROUTE_LAYOUT are the one list of what the host understands. */
const FEDERATION_CONTRACT = path.join(root, 'shared-kernel/src/contracts/federation.ts');

/**
 * Evaluates a TypeScript module whose exports are plain data (a remote's routes module, the kernel's
 * federation contract) without building it: transpiled to CommonJS, run in a fresh context, every import
 * stubbed. Type imports vanish; side-effect imports (a routes module's translation namespaces) do nothing;
 * the `import()` of a screen sits in a `load` function that is never called. A module that reads a value of
 * an import while it is evaluated throws, naming it, instead of yielding a wrong contract.
 *
 * Evaluating (rather than reading the syntax, as route-preload-plugin.cjs does for paths) gets every shape
 * a routes module uses right: helpers with defaults spread under each route (the cashier's), conditional
 * spreads (the agent's aliases), maps.
 */
function evaluateModule(file) {
  const source = fs.readFileSync(file, 'utf8');
  const { outputText } = ts.transpileModule(source, {
    fileName: file,
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020, jsx: ts.JsxEmit.ReactJSX },
  });
  const stub = (request) =>
    new Proxy(
      {},
      {
        get(_target, key) {
          if (typeof key === 'symbol' || key === '__esModule' || key === 'then') return undefined;
          throw new Error(
            `${path.relative(root, file)} reads '${String(key)}' of '${request}' while it is evaluated; the release contract ` +
              'evaluates it with every import stubbed, so build it from literals and local helpers',
          );
        },
        ownKeys: () => [],
      },
    );
  const module = { exports: {} };
  vm.runInNewContext(outputText, { module, exports: module.exports, require: stub, Promise }, { filename: file });
  return module.exports;
}

/** Fields of a route that are not layout: what it is, who may open it, how its screen loads. */
const NOT_LAYOUT = new Set(['path', 'aliases', 'guard', 'load']);

/** A route as the contract carries it: `{ path, aliases?, guard?, layout }`, layout being every other field but `load`. */
function contractRoute(route) {
  const layout = {};
  for (const [key, value] of Object.entries(route)) if (!NOT_LAYOUT.has(key)) layout[key] = value;
  return {
    path: route.path,
    ...(route.aliases ? { aliases: [...route.aliases] } : {}),
    ...(route.guard !== undefined ? { guard: route.guard } : {}),
    layout,
  };
}

/** The routes a remote's `./routes` module exports (default export), as the contract carries them. */
function routesOf(routesModule) {
  const routes = evaluateModule(routesModule).default;
  if (!Array.isArray(routes))
    throw new Error(`${path.relative(root, routesModule)}: its default export is not a list of routes`);
  return routes.map(contractRoute);
}

/**
 * The names the given source files import (values only) from each library, read from their syntax:
 * `import { a, b as c }`, `export { a } from`; a default import is 'default', a namespace import or
 * `export *` is '*'. Type-only imports are left out (nothing of them runs).
 */
function subsetImports(files, libraries = Object.keys(SUBSETS)) {
  const names = Object.fromEntries(libraries.map((library) => [library, new Set()]));
  for (const file of files) {
    const source = ts.createSourceFile(
      file,
      fs.readFileSync(file, 'utf8'),
      ts.ScriptTarget.Latest,
      false,
      file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    );
    for (const statement of source.statements) {
      const specifier = statement.moduleSpecifier;
      if (!specifier || !ts.isStringLiteral(specifier) || !names[specifier.text]) continue;
      const found = names[specifier.text];
      if (ts.isImportDeclaration(statement)) {
        const clause = statement.importClause;
        if (!clause || clause.isTypeOnly) continue;
        if (clause.name) found.add('default');
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) found.add('*');
        if (bindings && ts.isNamedImports(bindings)) {
          for (const element of bindings.elements)
            if (!element.isTypeOnly) found.add((element.propertyName ?? element.name).text);
        }
      } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly) {
        const clause = statement.exportClause;
        if (!clause || ts.isNamespaceExport(clause)) found.add('*');
        else
          for (const element of clause.elements)
            if (!element.isTypeOnly) found.add((element.propertyName ?? element.name).text);
      }
    }
  }
  return Object.fromEntries(Object.entries(names).map(([library, set]) => [library, [...set].sort()]));
}

/** The names each subset file (tooling/webpack/subsets) exports: what the host provides of that library. */
function subsetExports() {
  const exported = {};
  for (const [library, subset] of Object.entries(SUBSETS)) {
    const source = ts.createSourceFile(
      subset.file,
      fs.readFileSync(subset.file, 'utf8'),
      ts.ScriptTarget.Latest,
      false,
      ts.ScriptKind.JS,
    );
    const names = [];
    for (const statement of source.statements) {
      if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
        for (const element of statement.exportClause.elements) names.push(element.name.text);
      }
    }
    exported[library] = names.sort();
  }
  return exported;
}

/** `host-provides.json`: what a host release gives every remote. */
function hostProvides(version) {
  const { ROUTE_GUARDS, ROUTE_LAYOUT } = evaluateModule(FEDERATION_CONTRACT);
  return {
    version,
    shared: Object.entries(sharedProvision()).map(([name, provision]) => ({ name, version: provision.version })),
    subsets: subsetExports(),
    guards: [...ROUTE_GUARDS],
    layouts: JSON.parse(JSON.stringify(ROUTE_LAYOUT)),
  };
}

/**
 * `release.json`: what a remote release requires of the host.
 * @param {{ name: string, version: string, consumed: string[], files: string[], routesModule: string }} input
 *   consumed: the shared modules its container consumes; files: its own source files in the build.
 */
function remoteContract({ name, version, consumed, files, routesModule }) {
  const config = sharedConfig();
  return {
    name,
    version,
    kernel: config['@mc/shared-kernel'].requiredVersion,
    shared: [...new Set(consumed)]
      .sort()
      .map((shared) => ({ name: shared, requiredVersion: config[shared]?.requiredVersion ?? '*' })),
    imports: subsetImports(files),
    routes: routesOf(routesModule),
  };
}

/** Writes `release.json` (a remote) or `host-provides.json` (the host) with the build's output. */
class ReleaseContractPlugin {
  /**
   * @param {{ name: string, version: string, dir: string, isHost?: boolean, routesModule?: string }} options
   */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    const { name, version, dir, isHost, routesModule } = this.options;
    const src = path.join(dir, 'src') + path.sep;
    compiler.hooks.thisCompilation.tap('ReleaseContractPlugin', (compilation) => {
      const consumed = new Set();
      const files = new Set();
      // Read once every module is built and before optimisation joins modules (a concatenated module names
      // no file of its own).
      compilation.hooks.finishModules.tap('ReleaseContractPlugin', (modules) => {
        for (const module of modules) {
          if (module.type === 'consume-shared-module' && module.options?.shareKey)
            consumed.add(module.options.shareKey);
          // The remote's own code only: the kernel (and what it imports) comes from the host at run time.
          const resource = typeof module.resource === 'string' ? module.resource.split('?')[0] : '';
          if (resource.startsWith(src) && /\.[cm]?[jt]sx?$/.test(resource)) files.add(resource);
        }
      });
      compilation.hooks.processAssets.tap(
        { name: 'ReleaseContractPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          if (isHost) {
            compilation.emitAsset('host-provides.json', new RawSource(JSON.stringify(hostProvides(version), null, 2)));
            return;
          }
          const contract = remoteContract({
            name,
            version,
            consumed: [...consumed],
            files: [...files].sort(),
            routesModule,
          });
          compilation.emitAsset('release.json', new RawSource(JSON.stringify(contract, null, 2)));
        },
      );
    });
  }
}

module.exports = {
  ReleaseContractPlugin,
  evaluateModule,
  routesOf,
  contractRoute,
  subsetImports,
  subsetExports,
  hostProvides,
  remoteContract,
  FEDERATION_CONTRACT,
};
