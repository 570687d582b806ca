// Shared jest settings; each package's jest.config.cjs calls this with its own folder.
const { generateKeyPairSync } = require('node:crypto');
const path = require('node:path');
const { MYANMAR_TOOLS_SOURCES } = require('../webpack/myanmar-tools-loader.cjs');

// platform-sim hashes passwords with scrypt at a production work factor; every test file seeds the demo
// accounts and logs in, which cost the suite minutes of CPU. Tests hash at a lower factor (still salted scrypt;
// a hash carries its parameters). Workers inherit this from the process that read the config.
process.env.MC_SIM_SCRYPT_N ??= '1024';
// Its RSA key pair too is made once for the whole run (platform-sim makes one per process, and every test file
// is a fresh module registry): a 2048-bit pair, as in production, given as base64 PKCS#8.
process.env.MC_SIM_SERVER_KEY ??= generateKeyPairSync('rsa', { modulusLength: 2048 })
  .privateKey.export({ type: 'pkcs8', format: 'der' })
  .toString('base64');

function jestConfig(dir, { environment = 'jsdom', setup = [], roots = ['src'] } = {}) {
  return {
    displayName: path.basename(dir),
    // Two workers on two small cores: a screen test that waits for several answers can pass 5 s (jest's
    // default) on a busy machine without being wrong; a test that hangs still fails.
    testTimeout: 20_000,
    rootDir: dir,
    testEnvironment: environment === 'jsdom' ? path.join(__dirname, 'jsdom-env.cjs') : environment,
    roots: roots.map((folder) => `<rootDir>/${folder}`),
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    transform: {
      // Before the general rule (the first pattern that matches a file is used).
      [MYANMAR_TOOLS_SOURCES.source]: path.join(__dirname, 'myanmar-tools-transform.cjs'),
      '^.+\\.[jt]sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // ky, valibot and friends ship ESM only; let swc turn them into CommonJS for jest. myanmar-tools' sources
    // are templates built like webpack builds them (myanmar-tools-transform.cjs).
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(ky|valibot|myanmar-tools)[@/])'],
    moduleNameMapper: {
      '\\.css$': path.join(__dirname, 'style-stub.cjs'),
      '\\.(png|svg|jpg|webp)$': path.join(__dirname, 'file-stub.cjs'),
    },
    setupFilesAfterEnv: [
      ...(environment === 'jsdom' ? [path.join(__dirname, 'setup-dom.ts')] : []),
      ...setup.map((f) => path.join(dir, f)),
    ],
    globals: { __APP_VERSION__: 'test', __MC_VARIANT__: 'modern' },
  };
}

module.exports = { jestConfig };
