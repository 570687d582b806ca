// The one list of shared singletons. Host and every remote build with exactly this.
const rootPkg = require('../../package.json');
const kernelPkg = require('../../shared-kernel/package.json');

const caret = (range) => '^' + String(range).replace(/^[\^~]/, '');

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
  shared['@mc/shared-kernel'] = {
    singleton: true,
    version: kernelPkg.version,
    requiredVersion: caret(kernelPkg.version),
  };
  return shared;
}

module.exports = { sharedConfig, sharedNames: [...Object.keys(libraries), '@mc/shared-kernel'] };
