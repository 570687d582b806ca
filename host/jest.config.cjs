module.exports = require('../tooling/jest/preset.cjs').jestConfig(__dirname, { setup: ['src/i18n/namespace.ts'] });
