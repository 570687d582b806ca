// Jest builds myanmar-tools' sources exactly as webpack does (tooling/webpack/myanmar-tools-loader.cjs), so the
// tests run the detector and converter the browser gets, not the package's Node.js build.
const { buildMyanmarTools } = require('../webpack/myanmar-tools-loader.cjs');

const swc = require('@swc/jest').createTransformer({
  jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
  module: { type: 'commonjs' },
});

const built = (src, filename) => buildMyanmarTools(src, filename).code;

module.exports = {
  process: (src, filename, options) => swc.process(built(src, filename), filename, options),
  // Keyed on the filled-in source: the model and rule tables are part of it.
  getCacheKey: (src, filename, options) => swc.getCacheKey(built(src, filename), filename, options),
};
