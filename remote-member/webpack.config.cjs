const { createConfig } = require('../tooling/webpack/create-config.cjs');

module.exports = createConfig({
  name: 'member',
  dir: __dirname,
  devPort: 4001,
  exposes: { './routes': './src/exposes/routes.ts' },
});
