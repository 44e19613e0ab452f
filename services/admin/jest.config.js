module.exports = {
  ...require('../../jest.preset.js'),
  displayName: '@strongs/admin',
  rootDir: __dirname,
  globalSetup: '<rootDir>/../../libs/testing/src/global-setup-corpus.ts',
  transformIgnorePatterns: ['/node_modules/(?!(bible-passage-reference-parser|meilisearch)/)'],
  testTimeout: 120_000,
};
