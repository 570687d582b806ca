module.exports = require('../tooling/jest/preset.cjs').jestConfig(__dirname);
