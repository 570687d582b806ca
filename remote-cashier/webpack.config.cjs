const { createConfig } = require('../tooling/webpack/create-config.cjs');

module.exports = createConfig({
  name: 'cashier',
  dir: __dirname,
  devPort: 4004,
  exposes: { './routes': './src/exposes/routes.ts' },
});
