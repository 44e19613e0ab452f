// One lint config for the workspace: type-aware promise rules, no import cycles, Nx scope boundaries;
// on the web also React hooks, accessibility and feature isolation.
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const root = import.meta.dirname;

/** TypeScript parsing and resolution of `.ts` files and aliases: without them no-cycle sees no edges. */
const importSettings = (project) => ({
  'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
  'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
  'import-x/resolver-next': [createTypeScriptImportResolver({ project })],
});

const sharedRules = {
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
};

// bulletproof-react's unidirectional web: app composes features, features use only components/lib, never each other.
const webFeatures = readdirSync(`${root}/web/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webZones = [
  ...webFeatures.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message:
      'A feature does not import another feature: move the shared piece to web/src/components or web/src/lib.',
  })),
  {
    target: './web/src/features',
    from: './web/src/app',
    message: 'Features do not import the app: the app composes them.',
  },
  {
    target: ['./web/src/components', './web/src/lib'],
    from: ['./web/src/features', './web/src/app'],
    message: 'Shared components and lib stay below the features and the app.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/*.js',
      '**/*.mjs',
      '**/*.cjs',
      '**/__lint-fixtures__/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts'],
    ignores: ['web/**'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: root },
    },
    plugins: { 'import-x': importX, '@nx': nx },
    // infra/ops-checks/src/lint-rules.spec.ts proves the rules fire.
    settings: importSettings('tsconfig.base.json'),
    rules: sharedRules,
  },
  {
    files: ['web/**/*.ts', 'web/**/*.tsx'],
    languageOptions: {
      parserOptions: { project: ['web/tsconfig.json'], tsconfigRootDir: root },
    },
    plugins: { 'import-x': importX, '@nx': nx, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    settings: importSettings('web/tsconfig.json'),
    rules: {
      ...sharedRules,
      ...reactHooks.configs.flat['recommended-latest'].rules,
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
      // A pane that scrolls on its own is a named region the keyboard can focus and scroll (axe scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'] }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: webZones }],
      // The domain lib's root holds the corpus readers (Node's Buffer, streams): the browser takes its pure parts.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@strongs/scripture',
              message:
                'Import a browser-safe part (@strongs/scripture/books, /reading-plans, …: web/vite.config.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.spec.ts', '**/*.spec.tsx'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  prettier,
);
