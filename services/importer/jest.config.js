module.exports = {
  ...require('../../jest.preset.js'),
  displayName: '@strongs/importer',
  rootDir: __dirname,
  globalSetup: '<rootDir>/../../libs/testing/src/global-setup-corpus.ts',
  testTimeout: 300_000,
};
