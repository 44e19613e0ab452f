module.exports = {
  ...require('../../jest.preset.js'),
  displayName: '@strongs/db',
  rootDir: __dirname,
  globalSetup: '<rootDir>/../testing/src/global-setup-empty.ts',
};
