// Shared Jest settings: TypeScript through SWC (decorator metadata for Nest), workspace aliases from source.
const path = require('node:path');
const root = __dirname;

const aliases = {
  '^@strongs/(scripture|db|search-engine|queue|nest-common|contracts|testing)$': `${root}/libs/$1/src/index.ts`,
};

module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j)sx?$': [
      require.resolve('@swc/jest'),
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
          target: 'es2022',
          keepClassNames: true,
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!bible-passage-reference-parser)'],
  moduleNameMapper: aliases,
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  setupFiles: [require.resolve('reflect-metadata')],
  rootDir: undefined,
  testTimeout: 60_000,
  // Jest's default is one worker per core but one (2 cores here): an integration file spends most of its time
  // waiting on Postgres, so two files side by side keep both cores busy (the importer: 509 s -> 370 s under load).
  // Each file has its own database and queue prefix; the browser suite and the ops checks keep one worker.
  maxWorkers: 2,
  // A handle left open by a failed test (a worker child, a queue listener) must not hang CI until its limit.
  forceExit: true,
  cacheDirectory: path.join(root, 'node_modules/.cache/jest'),
};
