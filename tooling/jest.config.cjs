// The benchmark's own logic (tooling/bench) and the compose servers' routing and headers (tooling/compose); the
// rest of tooling is exercised by npm test and npm run bench.
module.exports = require('./jest/preset.cjs').jestConfig(__dirname, { environment: 'node', roots: ['bench', 'compose'] });
