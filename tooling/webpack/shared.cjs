// The one list of shared singletons. Host and every remote build with exactly this.
const path = require('node:path');
const rootPkg = require('../../package.json');
const kernelPkg = require('../../shared-kernel/package.json');

const root = path.resolve(__dirname, '../..');
const ROUTER_SUBSET = path.join(__dirname, 'react-router-subset.mjs');

/** The build of react-router the subset re-exports: its production build in production. */
const routerBuild = (production) => path.join(root, 'node_modules/react-router/dist', production ? 'production' : 'development', 'index.mjs');

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
  // Only the parts of react-router the site uses (react-router-subset.mjs explains why).
  shared['react-router'] = {
    ...shared['react-router'],
    import: ROUTER_SUBSET,
    version: require(path.join(root, 'node_modules/react-router/package.json')).version,
  };
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

module.exports = { sharedConfig, sharedProvision, sharedNames: [...Object.keys(libraries), ...KERNEL_ENTRIES], ROUTER_SUBSET, routerBuild };
