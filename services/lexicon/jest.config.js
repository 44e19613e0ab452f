module.exports = {
  ...require('../../jest.preset.js'),
  displayName: '@strongs/lexicon',
  rootDir: __dirname,
  globalSetup: '<rootDir>/../../libs/testing/src/global-setup-corpus.ts',
  globalTeardown: '<rootDir>/../../libs/testing/src/global-teardown-shared.ts',
  setupFiles: ['reflect-metadata'],
  testTimeout: 120_000,
};
