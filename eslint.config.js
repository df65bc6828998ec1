import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Features enter one another through their index.ts; shared code (components, lib, config,
// locales) imports no feature and not the app (docs/decisions/105). Imports are relative, so
// another feature's folder is as many `../` as the file is deep, then a name.
const WEB = 'apps/web/src';
const featureBoundaries = [1, 2, 3].map((depth) => ({
  files: [`${WEB}/features/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
  // A test may borrow another feature's fixtures; what ships may not.
  ignores: ['**/*.test.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^(\\.\\./){${depth}}[^./][^/]*/|(^|/)features/[^/]+/`,
            message:
              "Import another feature through its index.ts ('../../reports'), not its files.",
          },
        ],
      },
    ],
  },
}));
const sharedLayers = {
  files: [`${WEB}/{components,lib,config,locales}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '^(\\.\\./)+(features|app)(/|$)',
            message: 'Shared code must not depend on features or the app: pass what it needs in.',
          },
        ],
      },
    ],
  },
};

// Jobs are declared in apps/server/src/jobs and run by the modules that own the work, which
// register their handlers (docs/decisions/115): the queue code imports no module.
const jobsImportNoModule = {
  files: ['apps/server/src/jobs/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '^(\\.\\./)+modules(/|$)',
            message:
              'jobs/ declares jobs; the module that owns the work handles it (app.jobs.handle).',
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'apps/server/dist-*/**',
      'data/**',
      'models/**',
      '**/test-results/**',
      // Tools' caches (vite's prebundled dependencies among them): not our code.
      '.cache/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...featureBoundaries,
  sharedLayers,
  jobsImportNoModule,
  {
    files: ['apps/web/service-worker/*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // A computed replacement string obeys `$&`, `$'` and `` $` ``: a member's title once
    // copied half of index.html into a link preview's head (issue 17). Pass a function.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^replace(All)?$/][arguments.1.type=/^(TemplateLiteral|Identifier|BinaryExpression|MemberExpression|CallExpression)$/]',
          message: 'Use a function as the replacement: a computed string obeys $& and $` patterns.',
        },
      ],
    },
  },
  {
    // Only the config module may read the environment (docs/design.md §1).
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration from config.ts.' },
      ],
    },
  },
);
