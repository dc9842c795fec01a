import boundaries from 'eslint-plugin-boundaries';

// Who may import whom. Each folder is one element; imports inside one element are not checked
// (but among server/'s top-level files: see the end).
// docs/architecture.md explains the picture these rules keep.
const clientShared = ['api', 'client-shared'];
const client = [...clientShared, 'feature', 'app'];
// server/offline/osm by what runs when: the importer, the serving code, what both read, the test fixtures.
const osm = ['osm-import', 'osm-serve', 'osm-format', 'osm-fixtures'];
/** The offline parts (geo, osm, catalog), what geo and osm share, and parts.ts (the interfaces they implement). */
const offline = ['geo', ...osm, 'catalog', 'offline-shared', 'offline-parts'];
// The server's layers, top to bottom: routes → providers → offline (geo, osm, catalog) → infrastructure.
const server = ['server-routes', 'server-providers', ...offline, 'server-infra'];
/** Imports of a composition-root file (server/app.ts, compose.ts …), which may import every layer. */
const toRoot = { to: { file: { categories: 'server-root' } } };
const toLayers = (types) => ({ to: { element: { types: { anyOf: types } } } });
/** Not a test: tests of the answers may use data the importer writes. */
const notTest = { path: '**/!(*.test).ts' };

const policies = [
  {
    from: { element: { type: 'feature' } },
    disallow: { to: { element: { types: { anyOf: ['feature', 'app'] } } } },
    message: 'A feature never imports another feature: move what both need to src/lib, src/ui or src/api.',
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
    disallow: { to: { element: { types: { anyOf: [...server, 'test-support', 'e2e', 'tooling'] } } } },
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
  {
    from: { element: { type: 'server-infra' } },
    disallow: [toLayers(['server-routes', 'server-providers', ...offline]), toRoot],
    message:
      'Server infrastructure (limits, redis, contract, config, logger, errors …) imports no layer above it: move what it needs down.',
  },
  {
    from: { element: { types: { anyOf: offline } } },
    disallow: [toLayers(['server-routes', 'server-providers']), toRoot],
    message:
      'server/offline (geo, osm, catalog) never imports providers/, routes/ or the composition root: what both need lives in offline/ or below.',
  },
  {
    from: { element: { type: 'server-providers' } },
    disallow: [toLayers(['server-routes']), toRoot],
    message: 'server/providers never imports routes/ or the composition root (app.ts, compose.ts …).',
  },
  {
    from: { element: { type: 'server-routes' } },
    disallow: [toRoot],
    message:
      'server/routes never imports the composition root (app.ts, compose.ts …): it is given what it needs.',
  },
  {
    // After the layer rules, so it wins over them: the composition root wires every layer, and a test
    // wires what it tests. The offline parts' own rules below still hold.
    from: { file: { categories: { anyOf: ['server-root', 'test'] } } },
    allow: toLayers(server),
  },
  {
    from: { element: { type: 'osm-serve' }, file: notTest },
    disallow: { to: { element: { type: 'osm-import' } } },
    message:
      'osm/serve/ reads the imported data and never runs the importer: put what both need in osm/format/.',
  },
  {
    from: { element: { type: 'osm-import' }, file: notTest },
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
];

const dependencies = (checkInternals) => ['error', { default: 'allow', checkInternals, policies }];

export const boundariesConfig = [
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      // The first matching element wins: the narrower patterns come first.
      'boundaries/elements': [
        { type: 'api', pattern: 'src/api' },
        { type: 'client-shared', pattern: 'src/(map|ui|i18n|url|store|lib)' },
        { type: 'feature', pattern: 'src/features/*', capture: ['name'] },
        { type: 'app', pattern: 'src/app' },
        { type: 'app', pattern: 'src' }, // src/main.tsx: the entry that mounts the app
        { type: 'server-routes', pattern: 'server/routes' },
        { type: 'server-providers', pattern: 'server/providers' },
        { type: 'osm-import', pattern: 'server/offline/osm/import' },
        { type: 'osm-serve', pattern: 'server/offline/osm/serve' },
        { type: 'osm-format', pattern: 'server/offline/osm/format' },
        { type: 'osm-fixtures', pattern: 'server/offline/osm' }, // test-fixtures.ts and fixtures/
        { type: 'geo', pattern: 'server/offline/geo' },
        { type: 'catalog', pattern: 'server/offline/catalog' },
        { type: 'offline-shared', pattern: 'server/offline/shared' },
        { type: 'offline-parts', pattern: 'server/offline' }, // parts.ts: the interfaces the parts share
        { type: 'server-infra', pattern: 'server/(limits|redis|contract)' },
        { type: 'server-infra', pattern: 'server' }, // the top-level files (config, logger, errors …) but the root
        { type: 'test-support', pattern: 'test-support' },
        { type: 'e2e', pattern: 'e2e' },
        { type: 'tooling', pattern: '(bench|scripts)' },
      ],
      // The composition root: the top-level server files that build the app from every layer.
      'boundaries/files': [
        {
          category: 'server-root',
          pattern:
            'server/(app|compose|start|dev|serve-app|shared-state|street-level-swap|place-index-worker|test-app).ts',
        },
        { category: 'test', pattern: '**/*.test.{ts,tsx}' },
      ],
      'boundaries/legacy-templates': false,
    },
    rules: { 'boundaries/dependencies': dependencies(false) },
  },
  {
    // server/'s top-level files are one folder, so one element: check the imports among them too,
    // so that config.ts or logger.ts cannot import the composition root (app.ts, compose.ts …) beside them.
    files: ['server/*.ts'],
    rules: { 'boundaries/dependencies': dependencies(true) },
  },
];
