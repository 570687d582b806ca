const { createConfig } = require('../tooling/webpack/create-config.cjs');

module.exports = createConfig({
  name: 'games',
  dir: __dirname,
  devPort: 4002,
  exposes: {
    './routes': './src/exposes/routes.ts',
    // Home widgets, each its own chunk so the host fetches only the ones on screen.
    './popular-games': './src/exposes/popular-games.ts',
    './hot-matches': './src/exposes/hot-matches.ts',
    './winner-board': './src/exposes/winner-board.ts',
  },
});
