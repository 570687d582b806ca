// The benchmark's own logic (tooling/bench); the rest of tooling is exercised by npm test and npm run bench.
module.exports = require('./jest/preset.cjs').jestConfig(__dirname, { environment: 'node', roots: ['bench'] });
