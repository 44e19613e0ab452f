module.exports = {
  ...require('../jest.preset.js'),
  displayName: '@strongs/e2e',
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.e2e.spec.ts'],
  globalSetup: '<rootDir>/src/support/global-setup.ts',
  globalTeardown: '<rootDir>/src/support/global-teardown.ts',
  reporters: ['default', '<rootDir>/src/support/file-times-reporter.js'],
  testEnvironment: '<rootDir>/src/support/shared-stack-environment.js',
  testTimeout: 300_000,
  // Two files at a time on two cores: a browser spec waits on the stack and the stack on the browser, so one
  // file alone leaves a core idle much of the time. Files that change what every visitor sees run alone
  // (support/shared-stack-environment.js).
  maxWorkers: 2,
  // A browser or a child-process pipe left open by a failed test must not keep CI waiting forever;
  // the suites close what they open in afterAll, this only bounds the damage when one does not.
  forceExit: true,
};
