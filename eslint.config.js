import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundariesConfig } from './eslint-boundaries.js';

/** Only the web layers speak HTTP: the framework and the status-carrying error stay in them. */
const WEB_LAYERS = ['server/http/**', 'server/routes/**', 'server/main/**'];
const HTTP_MESSAGE =
  'Only server/http, routes and main speak HTTP: no hono and no HttpError below them. Return values and throw a domain error (server/domain-errors.ts); server/http/error-status.ts maps it to a status.';
/** The HTTP framework and the HTTP error, for code that must not know HTTP (layers are kept by eslint-boundaries.js). */
const noHttp = { regex: '^(?:hono|@hono/)|(?:^|/)http/http-error$', message: HTTP_MESSAGE };
/** `import('hono')`, which no-restricted-imports does not see. */
const noDynamicHttp = {
  selector: 'ImportExpression[source.value=/^(?:hono|@hono\\/)|(?:^|\\/)http\\/http-error$/]',
  message: HTTP_MESSAGE,
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      'node_modules',
      'test-results',
      'playwright-report',
      'server/data/generated',
      'server/contract/generated',
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Small rooms: a production file past 250 lines is split along its seams (tests, tooling and benches aside).
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'contract/**/*.ts', 'common/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 250, skipBlankLines: false, skipComments: false }] },
  },
  {
    // Client bundle budget: classic zod costs ~20 KB gzip more than zod/mini.
    files: ['src/**/*.{ts,tsx}', 'contract/**/*.ts', 'common/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: "Use 'zod/mini' in src/ (bundle budget; see contract/tolerant.ts)." },
          ],
          patterns: [
            {
              regex: '(?:^|/)contract/api$',
              message:
                'The API table is for the server: import the entry you call from its schema file (e.g. healthApi from contract/health-schema), so a chunk carries only the entries it calls.',
            },
          ],
        },
      ],
    },
  },
  {
    // Below the web layers no HTTP: the services return values and throw domain errors, the web maps them.
    files: ['server/**/*.ts'],
    ignores: [...WEB_LAYERS, 'server/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noHttp] }],
      'no-restricted-syntax': ['error', noDynamicHttp],
    },
  },
  {
    // The offline geodata: what serves (lookup/, tiles/) never reaches into what builds
    // (build/, sources/), so serving code cannot start reading raw data packages.
    // ESLint keeps only the last matching block's options for a rule: this block repeats noHttp.
    files: ['server/offline/geo/lookup/**/*.ts', 'server/offline/geo/tiles/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noHttp,
            {
              regex: '^\\.\\.?/(?:.*/)?(?:build|sources)(?:/|$)',
              message:
                'geo lookup/ and tiles/ serve prepared data: import from data/, index/ or cache/cache-file, never build/ or sources/.',
            },
          ],
        },
      ],
    },
  },
  boundariesConfig,
  ...pluginQuery.configs['flat/recommended'],
);
