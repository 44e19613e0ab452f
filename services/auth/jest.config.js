module.exports = {
  ...require('../../jest.preset.js'),
  displayName: '@strongs/auth',
  rootDir: __dirname,
  globalSetup: '<rootDir>/../../libs/testing/src/global-setup-empty.ts',
};
