module.exports = {
  ...require('../jest.preset.js'),
  displayName: '@strongs/e2e',
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.e2e.spec.ts'],
  globalSetup: '<rootDir>/src/support/global-setup.ts',
  testTimeout: 300_000,
  maxWorkers: 1,
};
