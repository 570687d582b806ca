// The benchmark's own logic (tooling/bench), the compose servers' routing and headers (tooling/compose) and the
// one-prefix-per-package rule of every style sheet and its fallbacks for the browser floor (tooling/css), no citation of an external product document (tooling/docs), the release registry, its stores and `npm run release` (tooling/release); the rest of tooling is exercised by npm test and npm run bench.
module.exports = require('./jest/preset.cjs').jestConfig(__dirname, { environment: 'node', roots: ['bench', 'compose', 'css', 'docs', 'release', 'webpack'] });
