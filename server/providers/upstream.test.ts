import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { upstreamCigaretteAnswer } from '../../test-support/fixtures/upstream-geocode';
import { startFakeUpstream, type FakeUpstream } from '../../test-support/fake-upstream-server';
import { cigaretteRecordSchema } from '../../contract/cigarette-schema';
import { errorBodySchema } from '../../contract/error-schema';
import { geocodeResponseSchema } from '../../contract/geocode-schema';
import { fieldSources } from '../../contract/field-sources';
import { presentPanelFields } from '../../test-support/panel-fields';
import { createApp } from '../main/app';
import { createUpstreamProvider, MAX_UPSTREAM_BYTES } from './upstream';

const KEY = 'upstream-secret-key-7f3a9c';
// Long enough that a loaded machine answers a normal request in time; the slow case still ends within a second of it.
const TIMEOUT_MS = 1500;
const GEO = '/api/geoToAddress?lat=39.915&lng=116.404&poi=1';
const CIG = `/api/cigaretteDetails?name=${encodeURIComponent('中华(硬)')}`;

let upstream: FakeUpstream;
beforeAll(async () => {
  upstream = await startFakeUpstream(0);
});
afterAll(() => upstream.close());
beforeEach(() => {
  upstream.requests.length = 0;
  upstream.scenarios = {};
});

function appFor(baseUrl = upstream.url) {
  const lines: string[] = [];
  const provider = createUpstreamProvider({ baseUrl, apiKey: KEY, timeoutMs: TIMEOUT_MS });
  const app = createApp({ provider, apiKeys: [], logger: (line) => lines.push(line) });
  return { app, lines };
}

async function call(path: string, baseUrl?: string) {
  const { app, lines } = appFor(baseUrl);
  const response = await app.request(path);
  const text = await response.text();
  return { response, text, lines, body: JSON.parse(text) as unknown };
}

function expectNoKey(result: { response: Response; text: string; lines: string[] }) {
  expect(result.text).not.toContain(KEY);
  for (const [, value] of result.response.headers) expect(value).not.toContain(KEY);
  for (const line of result.lines) expect(line).not.toContain(KEY);
}

async function expectError(path: string, status: number) {
  const result = await call(path);
  expect(result.response.status).toBe(status);
  const error = errorBodySchema.parse(result.body);
  expect(error.code).toBe(status);
  expect(error.request_id).toBe(result.response.headers.get('x-request-id'));
  expectNoKey(result);
  return { ...result, error };
}

describe('upstream provider against a fake upstream', () => {
  it('sends the bearer key and keeps the base URL path prefix', async () => {
    await call(GEO);
    await call(CIG);
    expect(upstream.requests).toHaveLength(2);
    expect(upstream.requests[0]).toMatchObject({
      path: '/prefix/api/geoToAddress',
      query: { lat: '39.915', lng: '116.404', poi: '1' },
      authorization: `Bearer ${KEY}`,
    });
    expect(upstream.requests[1]).toMatchObject({
      path: '/prefix/api/cigaretteDetails',
      query: { name: '中华(硬)' },
      authorization: `Bearer ${KEY}`,
    });
  });

  it('keeps the prefix when the base URL ends with a slash', async () => {
    await call(GEO, `${upstream.url}/`);
    expect(upstream.requests[0]?.path).toBe('/prefix/api/geoToAddress');
  });

  it('passes a good geocode answer through, validated, with our own request_id', async () => {
    const result = await call(GEO);
    expect(result.response.status).toBe(200);
    const body = geocodeResponseSchema.parse(result.body);
    expect(body.code).toBe(200);
    expect(body.data?.location).toEqual({ lat: 39.915, lng: 116.404 });
    expect(body.data?.pois?.[0]?.title).toBe('上游测试点甲');
    expect(body.request_id).toBe(result.response.headers.get('x-request-id'));
    expect(body.request_id).not.toBe('upstream-request-1');
    expectNoKey(result);
  });

  it('names the upstream as the source of every field of its answer', async () => {
    const data = geocodeResponseSchema.parse((await call(GEO)).body).data!;
    const fields = presentPanelFields(data);
    expect(fields).toContain('ad_info.adcode');
    for (const path of [...fields, 'pois'])
      expect(fieldSources(data._sources, path), path).toEqual([{ id: 'upstream', name: '' }]);
  });

  it('passes a good cigarette record through', async () => {
    const result = await call(CIG);
    expect(result.response.status).toBe(200);
    expect(cigaretteRecordSchema.parse(result.body)).toEqual(upstreamCigaretteAnswer('中华(硬)'));
    expectNoKey(result);
  });

  it.each([500, 502, 503])('turns an upstream %i into 502', async (status) => {
    upstream.scenarios = { geo: { status }, cig: { status } };
    await expectError(GEO, 502);
    await expectError(CIG, 502);
  });

  it('turns an upstream 401 (our key rejected) into 502, not 401', async () => {
    upstream.scenarios = { geo: { status: 401 } };
    const { error } = await expectError(GEO, 502);
    expect(error.msg).toMatch(/key/);
  });

  it('passes a 429 on with its Retry-After', async () => {
    upstream.scenarios = { cig: { status: 429, headers: { 'retry-after': '42' } } };
    const { response } = await expectError(CIG, 429);
    expect(response.headers.get('retry-after')).toBe('42');
  });

  it('passes a cigarette 404 on with its suggestions', async () => {
    upstream.scenarios = {
      cig: { status: 404, body: { code: 404, msg: 'no such product', suggestions: ['中华'] } },
    };
    const { error } = await expectError(CIG, 404);
    expect(error.suggestions).toEqual(['中华']);
  });

  it('turns a geocode envelope with a non-200 code into 502', async () => {
    upstream.scenarios = { geo: { status: 200, body: { code: 310, msg: 'bad params' } } };
    const { error } = await expectError(GEO, 502);
    expect(error.msg).toContain('310');
  });

  it('turns a slow upstream into 504 within the timeout plus a second', async () => {
    upstream.scenarios = { geo: { delayMs: TIMEOUT_MS + 3000 } };
    const started = performance.now();
    const { error } = await expectError(GEO, 504);
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
    expect(elapsed).toBeLessThan(TIMEOUT_MS + 1000);
    expect(error.msg).toMatch(/did not answer/);
  });

  it.each(['{"code":200,', 'not json at all', ''])('turns malformed JSON %j into 502', async (rawBody) => {
    upstream.scenarios = { geo: { rawBody }, cig: { rawBody } };
    expect((await expectError(GEO, 502)).error.msg).toMatch(/malformed JSON/);
    expect((await expectError(CIG, 502)).error.msg).toMatch(/malformed JSON/);
  });

  it('turns a contract mismatch into 502 naming the field path', async () => {
    upstream.scenarios = {
      geo: { body: { code: 200, msg: 'ok', data: { location: { lat: 'north', lng: 1 } } } },
      cig: { body: { name: '中华', single_price: 'forty-five' } },
    };
    expect((await expectError(GEO, 502)).error.msg).toContain('data.location.lat');
    expect((await expectError(CIG, 502)).error.msg).toContain('single_price');
  });

  it('turns a cigarette body without a name into 502 naming name', async () => {
    upstream.scenarios = { cig: { body: { id: 1 } } };
    expect((await expectError(CIG, 502)).error.msg).toContain('name');
  });

  it('refuses an answer over the size bound with 502 instead of holding it', async () => {
    upstream.scenarios = { cig: { rawBody: JSON.stringify({ name: 'x'.repeat(MAX_UPSTREAM_BYTES + 10) }) } };
    expect((await expectError(CIG, 502)).error.msg).toMatch(/too large/);
  });

  it('redacts our key from anything the upstream echoes back', async () => {
    upstream.scenarios = {
      cig: { status: 404, body: { code: 404, msg: `bad key ${KEY}?`, suggestions: [KEY] } },
      geo: { body: { code: 500, msg: `key ${KEY} over quota` } },
    };
    const cig = await expectError(CIG, 404);
    expect(cig.error.msg).toContain('[redacted]');
    expect(cig.error.suggestions).toEqual(['[redacted]']);
    await expectError(GEO, 502);
  });

  it.each([
    ['Wed, 21 Oct 2026 07:28:00 GMT', 'Wed, 21 Oct 2026 07:28:00 GMT'],
    ['soon<script>', null],
    ['-5', null],
  ])('passes Retry-After %j on only when it is seconds or a date', async (given, expected) => {
    upstream.scenarios = { cig: { status: 429, headers: { 'retry-after': given } } };
    const { response } = await expectError(CIG, 429);
    expect(response.headers.get('retry-after')).toBe(expected);
  });

  it('turns a refused connection into 502', async () => {
    const closedPort = await freePort();
    const result = await call(GEO, `http://127.0.0.1:${closedPort}/prefix`);
    expect(result.response.status).toBe(502);
    expect(errorBodySchema.parse(result.body)).toMatchObject({ code: 502 });
    expect(result.text).not.toContain(String(closedPort));
    expectNoKey(result);
  });
});

/** A loopback port nobody listens on: bind one, note it, close it. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
