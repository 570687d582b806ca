// The browser floor as the build reads it. Every app is built twice: a modern build, for browsers at or above
// `.browserslistrc`'s [modern], and a legacy build for the promised floor, [legacy] (iOS 12.4, Chrome 70…).
// Both transpile everything they ship — the apps' code and node_modules alike — to their targets with swc;
// the legacy build adds core-js polyfills for what the code uses and the floor lacks (swc's usage mode).
const fs = require('node:fs');
const path = require('node:path');
const browserslist = require('browserslist');

const root = path.resolve(__dirname, '../..');
const VARIANTS = ['modern', 'legacy'];

/** The variant a build makes: MC_VARIANT=legacy, else modern. */
const variantOf = (env = process.env) => (env.MC_VARIANT === 'legacy' ? 'legacy' : 'modern');

/** The browserslist queries of a variant, from the one file that states them. */
function targetsOf(variant) {
  const queries = browserslist.loadConfig({ path: root, env: variant });
  if (!queries) throw new Error(`.browserslistrc has no [${variant}] section`);
  return queries;
}

const coreJsDir = path.dirname(require.resolve('core-js/package.json'));
const coreJsVersion = require('core-js/package.json').version.split('.').slice(0, 2).join('.');

/**
 * core-js modules usage mode would add but nothing here needs. swc cannot tell an array's `.map` from an
 * iterator's or a Set's constructor from a use of its ES2025 methods, so it adds the iterator helpers and
 * the new Set methods for every `.map(` and `new Set(`: several KB for APIs the code cannot call (its
 * TypeScript `lib` is ES2023, which has neither) — and DOMException's stack, a debugging nicety. Likewise
 * each `.at(` or `.fill(` brings the typed-array versions, whose BigInt64Array support names `BigInt`, which the
 * floor lacks: the code's typed arrays (random bytes, the login payload's encryption) use only what every
 * floor browser has (construction, indexing, `set`).
 */
const NOT_USED =
  /^(es\.iterator\.|es\.async-iterator\.|es\.set\.[a-z-]+\.v2$|es\.typed-array\.|esnext\.|web\.dom-exception\.stack$)/;
const excludedPolyfills = fs
  .readdirSync(path.join(coreJsDir, 'modules'))
  .map((file) => file.replace(/\.js$/, ''))
  .filter((name) => NOT_USED.test(name));

/**
 * swc-loader options for one variant. `source: 'app'` is the apps' TypeScript; `'dependency'` a file of
 * node_modules, CommonJS or ESM (swc keeps its kind, so polyfills arrive as `require` or `import` to match);
 * `'typescript-dependency'` a package's TypeScript sources (myanmar-tools).
 */
function swcOptions({ variant, production, source }) {
  const app = source === 'app';
  const parser = {
    app: { syntax: 'typescript', tsx: true },
    dependency: { syntax: 'ecmascript' },
    'typescript-dependency': { syntax: 'typescript' },
  }[source];
  return {
    ...(source === 'dependency' ? { isModule: 'unknown' } : {}),
    // Polyfills only in the legacy build. [modern] is drawn where every API the code calls is native (Chrome 93
    // and iOS 15.4 are the first with Object.hasOwn and Array.prototype.at, which ky and the game grid call);
    // usage mode would add there only core-js's fixes of edge cases and the newest methods that share a
    // name with ones the code calls (Array push's length, Error's cause, URL.canParse…): 15 modules, about
    // 10 KB on every page for nothing the site does.
    env:
      variant === 'legacy'
        ? { targets: targetsOf(variant), mode: 'usage', coreJs: coreJsVersion, exclude: excludedPolyfills }
        : { targets: targetsOf(variant) },
    jsc: {
      parser,
      ...(app ? { transform: { react: { runtime: 'automatic', development: !production } } } : {}),
      // One copy of each helper (class fields, async…) per bundle instead of one per file.
      externalHelpers: true,
    },
  };
}

/** The node_modules files shipped as they are: polyfills and helpers themselves, and loaders' ES5 runtimes. */
const UNTRANSPILED =
  /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:core-js|@swc[\\/]helpers|style-loader|css-loader|webpack)[\\/]/;

/** The JavaScript rules every build has: the apps' code, and node_modules, each to the variant's targets. */
function scriptRules({ variant, production }) {
  return [
    {
      test: /\.[jt]sx?$/,
      exclude: /node_modules/,
      use: { loader: 'swc-loader', options: swcOptions({ variant, production, source: 'app' }) },
    },
    {
      test: /\.[cm]?js$/,
      include: /node_modules/,
      exclude: UNTRANSPILED,
      use: { loader: 'swc-loader', options: swcOptions({ variant, production, source: 'dependency' }) },
    },
  ];
}

/**
 * The polyfills and helpers a transpiled file imports, resolved from the root wherever that file sits
 * (pnpm keeps each package's own node_modules strict: react-router's files cannot see core-js otherwise).
 */
const floorAliases = () => ({
  'core-js': coreJsDir,
  '@swc/helpers': path.dirname(require.resolve('@swc/helpers/package.json')),
});

/**
 * The lowest version of each family a variant's list names (`.browserslistrc` as written, e.g. chrome 70,
 * ios_saf 12.4): what the page for older browsers tells people to update to, and what the server compares a
 * browser's version with.
 */
function floorVersions(variant) {
  const lowest = {};
  for (const query of targetsOf(variant)) {
    const match = /^\s*(\w+)\s*>=\s*([\d.]+)\s*$/.exec(query);
    if (!match) throw new Error(`.browserslistrc [${variant}]: write each line as "<browser> >= <version>" (${query})`);
    lowest[match[1]] = match[2];
  }
  return lowest;
}

module.exports = {
  VARIANTS,
  floorVersions,
  variantOf,
  targetsOf,
  swcOptions,
  scriptRules,
  floorAliases,
  excludedPolyfills,
};
