import boundaries from 'eslint-plugin-boundaries';

// Who may import whom. Each folder is one element; imports inside one element are not checked.
// docs/architecture.md explains the picture these rules keep.
const clientShared = ['api', 'client-shared'];
const client = [...clientShared, 'feature', 'app'];
/** What the client and the server both read: the contract (contract/) and the logic both run (common/). */
const bothSides = ['contract', 'common'];
// server/offline/osm by what runs when: the importer, the serving code, what both read, the test fixtures.
const osm = ['osm-import', 'osm-serve', 'osm-format', 'osm-fixtures'];
/** The offline domain: geo, osm and catalog, what geo and osm share, and parts.ts (the interfaces they implement). */
const offline = ['geo', ...osm, 'catalog', 'offline-shared', 'offline-parts'];
/**
 * The server's layers, top to bottom. A layer imports only the layers below it; the folders of one
 * layer never import each other (the composition root joins them).
 */
const serverLayers = [
  ['server-main'], // composition and start-up
  ['server-routes'], // the handlers, one resource a file; routes.ts lists them all
  ['server-services'], // createServices(): providers, catalog, geo, street level and jobs, no HTTP
  // endpoint table, mounting, params, send, auth, limits, headers, client address; server-side jobs
  ['server-http', 'server-jobs'],
  ['server-lookups'], // one item's lookup, concurrency and failure-to-outcome (batch and jobs)
  ['server-providers', 'server-basemaps'], // upstream or offline answers; the configured basemaps
  offline,
  ['server-redis'], // what instances share
  ['server-limits'], // per-client limits, the upstream quota
  ['server-observe', 'server-contract'], // logs and metrics; the answer checks
  ['server-root'], // config.ts, domain-errors.ts
];
const server = serverLayers.flat();
const toLayers = (types) => ({ to: { element: { types: { anyOf: types } } } });
/** Not a test: tests of the answers may use data the importer writes. */
const notTest = { path: '**/!(*.test).ts' };

const layerPolicies = serverLayers.flatMap((layer, at) => {
  const above = serverLayers.slice(0, at).flat();
  const siblings = (type) => layer.filter((other) => other !== type && !offline.includes(other));
  return layer.map((type) => ({
    from: { element: { type } },
    disallow: toLayers([...above, ...siblings(type)]),
    message: `${type} imports only the server's layers below it (${serverLayers
      .slice(at + 1)
      .map((below) => below.join('/'))
      .join(' → ')}): move what it needs down, or let server/main hand it in.`,
  }));
});

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
      'src/api is the client of the contract: it imports contract/ and packages, nothing else from src/.',
  },
  {
    from: { element: { type: 'contract' } },
    disallow: { to: { element: { types: { noneOf: ['contract'] } } } },
    message: 'contract/ is what both sides read: it imports packages only, nothing else of the project.',
  },
  {
    from: { element: { type: 'common' } },
    disallow: { to: { element: { types: { noneOf: bothSides } } } },
    message:
      'common/ is logic both sides run: it imports contract/ and packages, nothing else of the project.',
  },
  {
    from: { element: { types: { anyOf: client } } },
    disallow: { to: { element: { types: { anyOf: [...server, 'test-support', 'e2e', 'tooling'] } } } },
    message:
      'The client (src/) imports only src/, contract/ and common/: no server, test helpers or tooling in the bundle.',
  },
  {
    from: { element: { types: { noneOf: client } } },
    disallow: { to: { element: { types: { anyOf: [...clientShared, 'feature', 'app'] } } } },
    message: 'Outside src/, nothing imports the client: what both sides need lives in contract/ or common/.',
  },
  {
    from: { element: { types: { noneOf: ['e2e'] } } },
    disallow: { to: { element: { type: 'e2e' } } },
    message: 'Test helpers shared by more than the end-to-end specs live in test-support/, not e2e/.',
  },
  {
    from: { element: { type: 'e2e' } },
    disallow: { to: { element: { types: { noneOf: ['e2e', 'test-support', ...bothSides] } } } },
    message:
      'The end-to-end specs drive the app from outside: they import test-support/ (and contract/, common/), never server/, src/ or tooling internals. Move what a spec needs into test-support/.',
  },
  ...layerPolicies,
  {
    // After the layer rules, so it wins over them: a test wires what it tests.
    // The offline parts' own rules below still hold.
    from: { file: { categories: 'test' } },
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
    disallow: { to: { element: { types: { anyOf: [...osm, 'catalog'] } } } },
    message:
      'server/offline/geo never imports osm or catalog: declare the interface in geo; server/main hands osm in.',
  },
  {
    from: { element: { types: { anyOf: osm } } },
    disallow: { to: { element: { types: { anyOf: ['geo', 'catalog'] } } } },
    message:
      'server/offline/osm never imports geo or catalog: use server/offline/shared/, or implement the interface geo declares without importing it.',
  },
  {
    from: { element: { type: 'catalog' } },
    disallow: { to: { element: { types: { anyOf: ['geo', ...osm, 'offline-shared'] } } } },
    message: 'server/offline/catalog stands alone: it imports neither geo, osm nor what they share.',
  },
  {
    from: { element: { type: 'offline-shared' } },
    disallow: { to: { element: { types: { anyOf: ['geo', ...osm, 'catalog'] } } } },
    message: 'server/offline/shared is what geo and osm both use: it imports neither.',
  },
];

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
        { type: 'server-main', pattern: 'server/main' },
        { type: 'server-routes', pattern: 'server/routes' },
        { type: 'server-services', pattern: 'server/services' },
        { type: 'server-http', pattern: 'server/http' },
        { type: 'server-lookups', pattern: 'server/lookups' },
        { type: 'server-jobs', pattern: 'server/jobs' },
        { type: 'server-providers', pattern: 'server/providers' },
        { type: 'server-basemaps', pattern: 'server/basemaps' },
        { type: 'osm-import', pattern: 'server/offline/osm/import' },
        { type: 'osm-serve', pattern: 'server/offline/osm/serve' },
        { type: 'osm-format', pattern: 'server/offline/osm/format' },
        { type: 'osm-fixtures', pattern: 'server/offline/osm' }, // test-fixtures.ts and fixtures/
        { type: 'geo', pattern: 'server/offline/geo' },
        { type: 'catalog', pattern: 'server/offline/catalog' },
        { type: 'offline-shared', pattern: 'server/offline/shared' },
        { type: 'offline-parts', pattern: 'server/offline' }, // parts.ts: the interfaces the parts share
        { type: 'server-redis', pattern: 'server/redis' },
        { type: 'server-limits', pattern: 'server/limits' },
        { type: 'server-observe', pattern: 'server/observe' },
        { type: 'server-contract', pattern: 'server/contract' },
        { type: 'server-root', pattern: 'server' }, // config.ts, domain-errors.ts
        { type: 'test-support', pattern: 'test-support' },
        { type: 'e2e', pattern: 'e2e' },
        { type: 'tooling', pattern: '(bench|scripts)' },
        // Last, so server/contract and server/offline/geo/sources/common keep their own elements.
        { type: 'contract', pattern: 'contract' },
        { type: 'common', pattern: 'common' },
      ],
      'boundaries/files': [{ category: 'test', pattern: '**/*.test.{ts,tsx}' }],
      'boundaries/legacy-templates': false,
      // `import('…')` is a dependency too: a lazy import must not pass a wall a static one cannot.
      'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export'],
    },
    rules: { 'boundaries/dependencies': ['error', { default: 'allow', checkInternals: false, policies }] },
  },
];
