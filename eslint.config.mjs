// One lint config for the workspace: type-aware promise rules, no import cycles, Nx scope boundaries.
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', 'web/**', '**/*.js', '**/*.mjs', '**/*.cjs', '**/__lint-fixtures__/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX, '@nx': nx },
    // TypeScript parsing and resolution of `.ts` files and workspace aliases: without them no-cycle sees no edges
    // (infra/ops-checks/src/lint-rules.spec.ts proves it fires).
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.base.json' })],
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Cycles among our own files; following imports into node_modules costs minutes and finds none of ours.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@nx/enforce-module-boundaries': [
        'error',
        {
          allow: [],
          depConstraints: [
            { sourceTag: 'type:domain', onlyDependOnLibsWithTags: ['type:domain'] },
            { sourceTag: 'scope:lib', onlyDependOnLibsWithTags: ['scope:lib'] },
            { sourceTag: 'scope:service', onlyDependOnLibsWithTags: ['scope:lib'] },
            { sourceTag: 'scope:tooling', onlyDependOnLibsWithTags: ['scope:lib', 'scope:service'] },
            { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['type:contracts', 'type:domain'] },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.spec.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  prettier,
);
