// The one list of shared singletons. Host and every remote build with exactly this.
const path = require('node:path');
const rootPkg = require('../../package.json');
const kernelPkg = require('../../shared-kernel/package.json');

const root = path.resolve(__dirname, '../..');

/**
 * Libraries shared as a subset: only the names the site imports (subsets/*.mjs say why). Each subset
 * re-exports from `<name>-build`, the package's own module build (an alias, create-config.cjs), so that the
 * name itself can stand for the subset.
 */
const SUBSETS = {
  'react-router': {
    file: path.join(__dirname, 'subsets/react-router.mjs'),
    // Its module entry is the development build.
    build: (production) =>
      path.join(root, 'node_modules/react-router/dist', production ? 'production' : 'development', 'index.mjs'),
  },
  '@tanstack/react-query': {
    file: path.join(__dirname, 'subsets/react-query.mjs'),
    build: () => path.join(root, 'node_modules/@tanstack/react-query/build/modern/index.js'),
  },
  'react-i18next': {
    file: path.join(__dirname, 'subsets/react-i18next.mjs'),
    build: () => path.join(root, 'node_modules/react-i18next/dist/es/index.js'),
  },
};

/** Aliases every app builds with: `<name>-build` for each subset, and (host, plain build) the name for its subset. */
function subsetAliases(production, { nameIsSubset }) {
  const alias = {};
  for (const [name, subset] of Object.entries(SUBSETS)) {
    alias[`${name}-build$`] = subset.build(production);
    if (nameIsSubset) alias[`${name}$`] = subset.file;
  }
  return alias;
}

const caret = (range) => '^' + String(range).replace(/^[\^~]/, '');

/** `@mc/shared-kernel` and its kits (package.json `exports`, testing aside). */
const KERNEL_ENTRIES = Object.keys(kernelPkg.exports)
  .filter((key) => key !== './testing')
  .map((key) => (key === '.' ? '@mc/shared-kernel' : `@mc/shared-kernel/${key.slice(2)}`));

const libraries = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  'react-router': 'react-router',
  zustand: 'zustand',
  i18next: 'i18next',
  'react-i18next': 'react-i18next',
  '@tanstack/react-query': '@tanstack/react-query',
};

function sharedConfig() {
  const shared = {};
  for (const [request, pkg] of Object.entries(libraries)) {
    shared[request] = { singleton: true, requiredVersion: caret(rootPkg.dependencies[pkg]) };
  }
  // Only the parts the site uses (subsets/react-router.mjs explains why).
  for (const [name, subset] of Object.entries(SUBSETS)) {
    shared[name] = {
      ...shared[name],
      import: subset.file,
      version: require(path.join(root, 'node_modules', libraries[name], 'package.json')).version,
    };
  }
  // The kernel's core, and its kits: each kit a shared module of its own, so a page loads a kit only when a
  // screen that uses it does (the money kit never comes with the home page).
  for (const entry of KERNEL_ENTRIES) {
    shared[entry] = { singleton: true, version: kernelPkg.version, requiredVersion: caret(kernelPkg.version) };
  }
  return shared;
}

/**
 * What the host provides of each shared name: its version, and the range remotes are built to accept. The
 * host is not built with the federation plugin (its runtime would be in the page's first scripts); it
 * starts the federation runtime when it first needs a remote and hands it these modules itself
 * (host/src/federation/host-shared.ts).
 */
function sharedProvision() {
  const provision = {};
  for (const [name, config] of Object.entries(sharedConfig())) {
    const pkg = libraries[name];
    const version = config.version ?? require(path.join(root, 'node_modules', pkg, 'package.json')).version;
    provision[name] = { version, requiredVersion: config.requiredVersion };
  }
  return provision;
}

module.exports = {
  sharedConfig,
  sharedProvision,
  sharedNames: [...Object.keys(libraries), ...KERNEL_ENTRIES],
  SUBSETS,
  subsetAliases,
};
