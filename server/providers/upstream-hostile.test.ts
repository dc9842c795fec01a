import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { upstreamCigaretteAnswer, upstreamGeocodeAnswer } from '../../test-support/fixtures/upstream-geocode';
import { startFakeUpstream, type FakeUpstream } from '../../test-support/fake-upstream-server';
import { errorBodySchema } from '../../contract/error-schema';
import { createApp } from '../main/app';
import { withCache } from './cached-provider';
import { createUpstreamProvider, MAX_FORWARDED_POIS } from './upstream';

// Faults found by a hostile-input review (#14): an upstream that is faulty or hostile.
const KEY = 'upstream-secret/key-7f3a9c';
const GEO = '/api/geoToAddress?lat=39.915&lng=116.404&poi=0';
const CIG = `/api/cigaretteDetails?name=${encodeURIComponent('中华(硬)')}`;

/** The key as a JSON writer may legally spell it: `-` as \u002d, `/` as \/. */
const ESCAPED_KEY = KEY.replace(/-/g, '\\u002d').replace(/\//g, '\\/');

let upstream: FakeUpstream;
let elsewhere: FakeUpstream;
beforeAll(async () => {
  [upstream, elsewhere] = await Promise.all([startFakeUpstream(0), startFakeUpstream(0)]);
});
afterAll(() => Promise.all([upstream.close(), elsewhere.close()]));
beforeEach(() => {
  for (const fake of [upstream, elsewhere]) {
    fake.requests.length = 0;
    fake.scenarios = {};
  }
});

/** A cached upstream app, as production composes it. */
function cachedApp() {
  const lines: string[] = [];
  const provider = withCache(
    createUpstreamProvider({ baseUrl: upstream.url, apiKey: KEY, timeoutMs: 2000 }),
    {
      ttlS: 3600,
      maxEntries: 100,
    },
  );
  const app = createApp({ provider, apiKeys: [], logger: (line) => lines.push(line) });
  return { app, lines };
}

async function ask(app: ReturnType<typeof cachedApp>['app'], path: string) {
  const response = await app.request(path);
  return { status: response.status, text: await response.text() };
}

describe('fault 1: the key written with JSON escapes', () => {
  it('is redacted from a 404 message and its suggestions', async () => {
    upstream.scenarios = {
      cig: {
        status: 404,
        rawBody: `{"code":404,"msg":"bad key ${ESCAPED_KEY}","suggestions":["${ESCAPED_KEY}","中华"]}`,
      },
    };
    const { app, lines } = cachedApp();
    const { status, text } = await ask(app, CIG);
    expect(status).toBe(404);
    expect(text).not.toContain(KEY);
    expect(errorBodySchema.parse(JSON.parse(text)).suggestions).toEqual(['[redacted]', '中华']);
    expect(lines.join('\n')).not.toContain(KEY);
  });

  it('is redacted from a 200 answer before it is cached', async () => {
    const answer = { ...upstreamCigaretteAnswer('中华(硬)'), type: 'KEY_HERE' };
    const record = JSON.stringify(answer).replace('KEY_HERE', ESCAPED_KEY);
    upstream.scenarios = { cig: { rawBody: record } };
    const { app } = cachedApp();
    const first = await ask(app, CIG);
    upstream.scenarios = {};
    const second = await ask(app, CIG);
    expect(upstream.requests).toHaveLength(1);
    for (const { status, text } of [first, second]) {
      expect(status).toBe(200);
      expect(text).not.toContain(KEY);
      expect(text).toContain('[redacted]');
    }
  });

  it('is redacted from a geocode answer in any nested string', async () => {
    const answer = upstreamGeocodeAnswer(39.915, 116.404, false);
    const raw = JSON.stringify({
      ...answer,
      msg: 'KEY_HERE',
      data: { ...answer.data, address: 'at KEY_HERE' },
    });
    upstream.scenarios = { geo: { rawBody: raw.replaceAll('KEY_HERE', ESCAPED_KEY) } };
    const { app } = cachedApp();
    const { status, text } = await ask(app, GEO);
    expect(status).toBe(200);
    expect(text).not.toContain(KEY);
    expect(JSON.parse(text)).toMatchObject({ msg: '[redacted]', data: { address: 'at [redacted]' } });
  });
});

describe('fault 4: an answer too deep to serialise', () => {
  it('answers 502 and is not cached', async () => {
    const depth = 300_000;
    const answer = JSON.stringify(upstreamGeocodeAnswer(39.915, 116.404, false));
    const deep = `${'['.repeat(depth)}${']'.repeat(depth)}`;
    upstream.scenarios = { geo: { rawBody: `${answer.slice(0, -1)},"extra":${deep}}` } };
    const { app } = cachedApp();
    const first = await ask(app, GEO);
    expect(first.status).toBe(502);
    expect(JSON.parse(first.text).msg).toMatch(/nested/);
    upstream.scenarios = {};
    expect((await ask(app, GEO)).status).toBe(200);
    expect(upstream.requests).toHaveLength(2);
  });

  it('accepts the real contract depth', async () => {
    const { app } = cachedApp();
    expect((await ask(app, GEO.replace('poi=0', 'poi=1'))).status).toBe(200);
  });
});

describe('fault 5: an unbounded POI list', () => {
  it('is cut to the first MAX_FORWARDED_POIS, and poi_count says how many were sent', async () => {
    const answer = upstreamGeocodeAnswer(39.915, 116.404, true);
    const pois = Array.from({ length: 12_000 }, (_, i) => ({
      id: `p${i}`,
      title: `测试点${i}`,
      address: '北京市东城区测试路1号',
      location: { lat: 39.915 + i / 1e6, lng: 116.404 },
      _distance: i,
    }));
    upstream.scenarios = {
      geo: { body: { ...answer, data: { ...answer.data, poi_count: pois.length, pois } } },
    };
    const { app } = cachedApp();
    const { status, text } = await ask(app, GEO.replace('poi=0', 'poi=1'));
    expect(status).toBe(200);
    const body = JSON.parse(text) as { data: { poi_count: number; pois: { id: string }[] } };
    expect(MAX_FORWARDED_POIS).toBe(200);
    expect(body.data.pois).toHaveLength(MAX_FORWARDED_POIS);
    expect(body.data.pois.at(-1)?.id).toBe(`p${MAX_FORWARDED_POIS - 1}`);
    expect(body.data.poi_count).toBe(MAX_FORWARDED_POIS);
  });
});

describe('fault 7: upstream redirects', () => {
  it('are not followed to another host: 502, and the other host sees nothing', async () => {
    upstream.scenarios = {
      geo: { status: 302, headers: { location: `${elsewhere.url}/api/geoToAddress?lat=1&lng=2&poi=0` } },
    };
    const { app } = cachedApp();
    const { status, text } = await ask(app, GEO);
    expect(status).toBe(502);
    expect(JSON.parse(text).msg).toMatch(/redirect/);
    expect(elsewhere.requests).toHaveLength(0);
  });
});
