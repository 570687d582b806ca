module.exports = {
  // See tooling/jest/preset.cjs: two workers on two small cores.
  testTimeout: 20_000,
  projects: [
    'shared-kernel',
    'host',
    'remote-member',
    'remote-games',
    'remote-agent',
    'remote-cashier',
    'platform-sim',
    'tooling',
  ].map((p) => `<rootDir>/${p}/jest.config.cjs`),
};
