const { createConfig } = require('../tooling/webpack/create-config.cjs');

module.exports = createConfig({
  name: 'games',
  dir: __dirname,
  devPort: 4002,
  exposes: { './routes': './src/exposes/routes.ts' },
});
