module.exports = {
  ...require('../../jest.preset.js'),
  displayName: '@strongs/bench fidelity',
  rootDir: __dirname,
  testMatch: ['<rootDir>/**/*.spec.ts'],
  globalSetup: '<rootDir>/../../libs/testing/src/global-setup-corpus.ts',
  testTimeout: 600_000,
};
