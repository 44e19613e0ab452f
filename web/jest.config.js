// Component tests in jsdom: TSX through SWC with the automatic React runtime.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');

export default {
  displayName: 'web',
  rootDir: here,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
  setupFiles: ['<rootDir>/src/test/text-encoder-polyfill.ts'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      require.resolve('@swc/jest'),
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '^@strongs/contracts$': `${root}/libs/contracts/src/index.ts`,
    '^@strongs/scripture/books$': `${root}/libs/scripture/src/books/index.ts`,
    '^@strongs/scripture/strongs-number$': `${root}/libs/scripture/src/strongs/strongs-number.ts`,
    '^@strongs/scripture/text-normalisation$': `${root}/libs/scripture/src/markup/text-normalisation.ts`,
    '^@strongs/scripture/morph-pickers$': `${root}/libs/scripture/src/morphology/morph-pickers.ts`,
    '^@strongs/scripture/reading-plans$': `${root}/libs/scripture/src/reading-plans/index.ts`,
    '\\.(css)$': '<rootDir>/src/test/style-stub.cjs',
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'json'],
  cacheDirectory: join(root, 'node_modules/.cache/jest-web'),
};
