const { createConfig } = require('../tooling/webpack/create-config.cjs');

module.exports = createConfig({ name: 'host', dir: __dirname, devPort: 4000, isHost: true });
