const { createConfig } = require('../tooling/webpack/create-config.cjs');

module.exports = createConfig({
  name: 'agent',
  dir: __dirname,
  devPort: 4003,
  exposes: {
    './routes': './src/exposes/routes.ts',
    './contract-prompts': './src/exposes/contract-prompts.ts',
  },
});
