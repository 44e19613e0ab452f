module.exports = {
  ...require('../../jest.preset.js'),
  displayName: '@strongs/ops-checks',
  rootDir: __dirname,
  // The compose-env test starts every service against a copy of the seeded corpus database.
  globalSetup: '<rootDir>/../../libs/testing/src/global-setup-corpus.ts',
  testTimeout: 240_000,
  maxWorkers: 1,
};
