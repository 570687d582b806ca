// FEDERATION=off: the host's remote loader is replaced by static imports of the same exposed modules,
// giving "the same code without federation" for the benchmark's comparison.
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
module.exports = {
  [path.join(root, 'host/src/federation/load-exposed.ts')]: path.join(root, 'tooling/plain/load-exposed.ts'),
};
