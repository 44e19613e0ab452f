module.exports = {
  ...require('../../jest.preset.js'),
  displayName: '@strongs/search-engine',
  rootDir: __dirname,
  globalSetup: '<rootDir>/../../libs/testing/src/global-setup-corpus.ts',
  globalTeardown: '<rootDir>/../../libs/testing/src/global-teardown-shared.ts',
  // meilisearch ships ESM only: let SWC turn it into CommonJS for Jest.
  transformIgnorePatterns: ['/node_modules/(?!(bible-passage-reference-parser|meilisearch)/)'],
  testTimeout: 120_000,
};
