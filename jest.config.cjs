module.exports = {
  projects: ['shared-kernel', 'host', 'remote-member', 'remote-games', 'remote-agent', 'remote-cashier', 'platform-sim', 'tooling'].map(
    (p) => `<rootDir>/${p}/jest.config.cjs`,
  ),
};
