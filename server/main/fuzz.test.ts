import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream, type Scenario } from '../../test-support/fake-upstream-server';
import { cigaretteRecordSchema } from '../../contract/cigarette-schema';
import { cigaretteSearchSchema } from '../../contract/cigarette-search-schema';
import { errorBodySchema } from '../../contract/error-schema';
import { geocodeResponseSchema } from '../../contract/geocode-schema';
import { placesResponseSchema } from '../../contract/place-schema';
import { composeApp } from './compose';
import { loadConfig } from '../config';

// Property: whatever query string arrives, the answer is the documented shape,
// and a 5xx only ever comes from the upstream path (502/504), never from us.

const KNOWN = ['lat', 'lng', 'poi', 'name', 'q', 'near', 'limit'];

const hugeNumber = fc.oneof(
  fc.double().map(String),
  fc.constantFrom(
    'NaN',
    'Infinity',
    '-Infinity',
    '1e309',
    '-1e-400',
    '0x1F',
    '1_000',
    '١٢٣',
    '９０',
    '1e',
    '.',
    '-',
    '+.5e3',
  ),
  fc.bigInt().map((n) => `${n}${'0'.repeat(40)}`),
  fc.integer({ min: -200, max: 200 }).map(String),
  fc.double({ min: -180, max: 180, noNaN: true }).map((n) => n.toFixed(7)),
);

const text = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 80 }),
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.constantFrom(
    '',
    ' ',
    '中华(硬)',
    '中华（硬）',
    '<img src=x onerror=alert(1)>',
    'javascript:alert(1)',
    '\u0000',
    '\uFEFF',
    '%',
    '%zz',
    '%E4%B8',
  ),
  fc.constant('9'.repeat(10_240)),
  fc.string({ minLength: 10_000, maxLength: 10_240 }),
);

// Hundreds of requests a property: a few seconds on a quiet machine, several times that on a loaded one.
const FUZZ_TIMEOUT_MS = 90_000;
const value = fc.oneof(hugeNumber, text, fc.constantFrom('0', '1', '2', '-0', ' 1 '));
const key = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...KNOWN) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);

/** A query string: parameters encoded properly, or raw text glued together as a hostile client might. */
const queryString = fc.oneof(
  fc
    .array(fc.tuple(key, value), { maxLength: 8 })
    .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')),
  fc
    .array(fc.tuple(key, value), { maxLength: 6 })
    .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&')),
  fc.string({ unit: 'binary', maxLength: 200 }),
);

type App = Awaited<ReturnType<typeof composeApp>>['app'];

function requestFor(path: string, query: string): Request | undefined {
  try {
    return new Request(`http://app.test${path}?${query}`);
  } catch {
    return undefined; // not a URL any client could send
  }
}

async function checkAnswer(app: App, path: string, query: string, allowed5xx: number[]) {
  const request = requestFor(path, query);
  fc.pre(request !== undefined);
  const response = await app.request(request!);
  const status = response.status;
  const body: unknown = await response.json();
  const requestId = response.headers.get('x-request-id');
  expect(requestId).toBeTruthy();
  if (status >= 500) expect(allowed5xx, `unexpected ${status} for ${path}?${query}`).toContain(status);
  if (status === 200) {
    const schema = {
      '/api/geoToAddress': geocodeResponseSchema,
      '/api/cigaretteDetails': cigaretteRecordSchema,
      '/api/cigarettes': cigaretteSearchSchema,
      '/api/places': placesResponseSchema,
    }[path]!;
    expect(schema.safeParse(body).success, `${path}?${query} answered off-contract`).toBe(true);
  } else {
    expect([400, 404, 429, 502, 504]).toContain(status);
    const error = errorBodySchema.parse(body);
    expect(error.code).toBe(status);
    expect(error.request_id).toBe(requestId);
    expect(error.msg.length).toBeGreaterThan(0);
  }
}

describe('fuzzing the query strings', () => {
  let upstream: FakeUpstream;
  let offline: App;
  let upstreamApp: App;

  beforeAll(async () => {
    upstream = await startFakeUpstream(0);
    offline = (await composeApp(loadConfig({}), () => {})).app;
    upstreamApp = (
      await composeApp(
        loadConfig({ UPSTREAM_BASE_URL: upstream.url, UPSTREAM_API_KEY: 'fuzz-key', CACHE_TTL_S: '0' }),
        () => {},
      )
    ).app;
  });
  afterAll(() => upstream?.close());

  for (const path of ['/api/geoToAddress', '/api/cigaretteDetails', '/api/cigarettes', '/api/places']) {
    it(
      `offline ${path}: never a 5xx, always the documented shape`,
      async () => {
        await fc.assert(
          fc.asyncProperty(queryString, (query) => checkAnswer(offline, path, query, [])),
          { numRuns: 1000 },
        );
      },
      FUZZ_TIMEOUT_MS,
    );
  }

  /** What the fake upstream does this time: answer well, or fail one of the ways upstreams fail. */
  const upstreamBehaviour = fc.constantFrom<Scenario | undefined>(
    undefined,
    undefined,
    { status: 500 },
    { status: 429, headers: { 'retry-after': '7' } },
    { rawBody: '{"code":200,' },
    { body: { code: 200, data: { location: { lat: 'x' } }, name: 5 } },
    { status: 404, body: { code: 404, msg: 'no such product', suggestions: ['中华(硬)'] } },
  );

  for (const path of ['/api/geoToAddress', '/api/cigaretteDetails']) {
    it(
      `upstream ${path}: only the upstream path's 502/504, always the documented shape`,
      async () => {
        await fc.assert(
          fc.asyncProperty(queryString, upstreamBehaviour, (query, behaviour) => {
            upstream.scenarios = behaviour ? { geo: behaviour, cig: behaviour } : {};
            return checkAnswer(upstreamApp, path, query, [502, 504]);
          }),
          { numRuns: 600 },
        );
      },
      FUZZ_TIMEOUT_MS,
    );
  }

  it(
    'upstream: a valid question that reaches the fake upstream still answers 200',
    async () => {
      upstream.scenarios = {};
      await fc.assert(
        fc.asyncProperty(
          fc.double({ min: -90, max: 90, noNaN: true }),
          fc.double({ min: -180, max: 180, noNaN: true }),
          fc.constantFrom(0, 1),
          async (lat, lng, poi) => {
            const response = await upstreamApp.request(`/api/geoToAddress?lat=${lat}&lng=${lng}&poi=${poi}`);
            expect(response.status).toBe(200);
          },
        ),
        { numRuns: 200 },
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});
