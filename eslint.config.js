import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundariesConfig } from './eslint-boundaries.js';

/** The HTTP framework, for code that must not know HTTP (the layers' own folders are kept by eslint-boundaries.js). */
const noHttp = {
  regex: '^(?:hono|@hono/)',
  message:
    'server/offline is the domain: no HTTP framework. Return values, throw a domain error; a route in server/routes maps it to a status.',
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
    // The offline domain knows no HTTP: it returns values and throws its own errors, a route maps them.
    files: ['server/offline/**/*.ts'],
    ignores: ['server/offline/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noHttp] }] },
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
