module.exports = {
  ...require('../jest.preset.js'),
  displayName: '@strongs/e2e',
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.e2e.spec.ts'],
  globalSetup: '<rootDir>/src/support/global-setup.ts',
  globalTeardown: '<rootDir>/src/support/global-teardown.ts',
  reporters: ['default', '<rootDir>/src/support/file-times-reporter.js'],
  testTimeout: 300_000,
  // One file at a time: two side by side took 2.1 times as long each (1,393 s of spec time against about
  // 650 s), so the browser suite is bound by the two cores, not by waiting.
  maxWorkers: 1,
  // A browser or a child-process pipe left open by a failed test must not keep CI waiting forever;
  // the suites close what they open in afterAll, this only bounds the damage when one does not.
  forceExit: true,
};
