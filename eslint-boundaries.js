import boundaries from 'eslint-plugin-boundaries';

// Who may import whom. Each folder is one element; imports inside one element are not checked.
// docs/architecture.md explains the picture these rules keep.
const clientShared = ['api', 'client-shared'];
const client = [...clientShared, 'feature', 'app'];

export const boundariesConfig = {
  files: ['**/*.{ts,tsx}'],
  plugins: { boundaries },
  settings: {
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    'boundaries/elements': [
      { type: 'api', pattern: 'src/api' },
      { type: 'client-shared', pattern: 'src/(map|ui|i18n|url|store|lib)' },
      { type: 'feature', pattern: 'src/features/*', capture: ['name'] },
      { type: 'app', pattern: 'src/app' },
      { type: 'app', pattern: 'src' }, // src/main.tsx: the entry that mounts the app
      { type: 'server', pattern: 'server' },
      { type: 'test-support', pattern: 'test-support' },
      { type: 'e2e', pattern: 'e2e' },
      { type: 'tooling', pattern: '(bench|scripts)' },
    ],
    'boundaries/legacy-templates': false,
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        policies: [
          {
            from: { element: { type: 'feature' } },
            disallow: { to: { element: { types: { anyOf: ['feature', 'app'] } } } },
            message:
              'A feature never imports another feature: move what both need to src/lib, src/ui or src/api.',
          },
          {
            from: { element: { types: { anyOf: clientShared } } },
            disallow: { to: { element: { types: { anyOf: ['feature', 'app'] } } } },
            message:
              'Shared client folders (src/api, map, ui, i18n, url, store, lib) never import a feature or the app.',
          },
          {
            from: { element: { type: 'api' } },
            disallow: { to: { element: { types: { anyOf: ['client-shared', 'feature', 'app'] } } } },
            message:
              'src/api is the contract the server shares too: it imports packages only, nothing else from src/.',
          },
          {
            from: { element: { types: { anyOf: client } } },
            disallow: { to: { element: { types: { anyOf: ['server', 'test-support', 'e2e', 'tooling'] } } } },
            message: 'The client (src/) imports only src/: no server, test helpers or tooling in the bundle.',
          },
          {
            from: { element: { types: { noneOf: client } } },
            disallow: { to: { element: { types: { anyOf: ['client-shared', 'feature', 'app'] } } } },
            message: 'Outside src/, import only src/api (the contract) from the client.',
          },
          {
            from: { element: { types: { noneOf: ['e2e'] } } },
            disallow: { to: { element: { type: 'e2e' } } },
            message: 'Test helpers shared by more than the end-to-end specs live in test-support/, not e2e/.',
          },
        ],
      },
    ],
  },
};
