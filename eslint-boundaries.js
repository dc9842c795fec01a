import boundaries from 'eslint-plugin-boundaries';

// Who may import whom. Each folder is one element; imports inside one element are not checked.
// docs/architecture.md explains the picture these rules keep.
const clientShared = ['api', 'client-shared'];
const client = [...clientShared, 'feature', 'app'];
const osm = ['osm-import', 'osm-serve', 'osm-format', 'osm-fixtures'];

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
      // The offline domain's parts, before 'server' (the first matching element wins).
      { type: 'osm-import', pattern: 'server/offline/osm/import' },
      { type: 'osm-serve', pattern: 'server/offline/osm/serve' },
      { type: 'osm-format', pattern: 'server/offline/osm/format' },
      { type: 'osm-fixtures', pattern: 'server/offline/osm' }, // test-fixtures.ts and fixtures/
      { type: 'geo', pattern: 'server/offline/geo' },
      { type: 'offline-shared', pattern: 'server/offline/shared' },
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
            // Tests (*.test.ts) may cross: a test of the answers needs data the importer writes.
            from: { element: { type: 'osm-serve' }, file: { path: '**/!(*.test).ts' } },
            disallow: { to: { element: { type: 'osm-import' } } },
            message:
              'osm/serve/ reads the imported data and never runs the importer: put what both need in osm/format/.',
          },
          {
            from: { element: { type: 'osm-import' }, file: { path: '**/!(*.test).ts' } },
            disallow: { to: { element: { type: 'osm-serve' } } },
            message: 'osm/import/ writes the data and never imports the serving code: share through osm/format/.',
          },
          {
            from: { element: { type: 'osm-format' } },
            disallow: { to: { element: { types: { anyOf: ['osm-import', 'osm-serve'] } } } },
            message: 'osm/format/ is what import/ and serve/ share: it imports neither.',
          },
          {
            from: { element: { type: 'geo' } },
            disallow: { to: { element: { types: { anyOf: osm } } } },
            message:
              'server/offline/geo never imports osm: declare the interface in geo; the composition root (server/compose.ts, providers/offline-parts.ts) hands osm in.',
          },
          {
            from: { element: { types: { anyOf: osm } } },
            disallow: { to: { element: { type: 'geo' } } },
            message:
              'server/offline/osm never imports geo: use server/offline/shared/, or implement the interface geo declares without importing it.',
          },
          {
            from: { element: { type: 'offline-shared' } },
            disallow: { to: { element: { types: { anyOf: ['geo', ...osm] } } } },
            message: 'server/offline/shared is what geo and osm both use: it imports neither.',
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
