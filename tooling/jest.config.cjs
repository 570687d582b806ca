// tooling's own tests: the benchmark's logic (bench), feature boundaries inside each app (boundaries), the compose servers' routing and headers (compose), the
// platform contract against an in-process platform-sim and its list against the client's calls (contract), the
// one-prefix-per-package rule of every style sheet and its browser-floor fallbacks (css), the deployment files
// and header checks (deploy), no citation of an external product document (docs), the release check, registry
// and field figures (release), and the build's plugins (webpack). The rest is exercised by npm test and npm run bench.
module.exports = require('./jest/preset.cjs').jestConfig(__dirname, {
  environment: 'node',
  roots: ['bench', 'boundaries', 'compose', 'contract', 'css', 'deploy', 'docs', 'release', 'webpack'],
});
