import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '../../test-support/fake-upstream-server';
import { upstreamGeocodeAnswer } from '../../test-support/fixtures/upstream-geocode';
import { composeApp } from './compose';
import { jsonLogger } from '../observe/json-logger';
import { loadConfig } from '../config';

// An upstream that echoes the key encoded (#27): raw, JSON-escaped, URL-encoded (%2F and +
// forms), base64 and base64url, alone or inside other text, the key or `Bearer <key>`.
// None of it reaches a response, a header, the cache or a log line.

const KEY = 'sk/live+7Q2x9Lm=Zp4Rt8Vw1~never-show';

const percent = (text: string) => encodeURIComponent(text);
const encodings = (text: string) => [
  text,
  JSON.stringify(text).slice(1, -1).replaceAll('/', '\\/'),
  percent(text),
  percent(text).replace(/%[0-9A-F]{2}/g, (hex) => hex.toLowerCase()),
  new URLSearchParams({ k: text }).toString().slice(2),
  encodeURI(text),
  Buffer.from(text).toString('base64'),
  Buffer.from(text).toString('base64url'),
];
const ECHOES = [KEY, `Bearer ${KEY}`, `key=${KEY}&x=1`, `{"authorization":"Bearer ${KEY}"}`].flatMap(
  encodings,
);

/** Every reading of `text` a client could decode the key from; the test's own, apart from the server's scrubbing. */
function readings(text: string): string[] {
  const unescaped = text.replaceAll('\\/', '/');
  const views = [text, unescaped];
  const decodePercent = (view: string) =>
    view.replace(/(%[0-9a-fA-F]{2})+/g, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
  views.push(decodePercent(unescaped), decodePercent(unescaped.replaceAll('+', ' ')));
  for (const run of unescaped.match(/[A-Za-z0-9+/_-]{16,}/g) ?? []) {
    for (let skip = 0; skip < 4; skip++) {
      views.push(
        Buffer.from(run.slice(skip).replaceAll('-', '+').replaceAll('_', '/'), 'base64').toString('latin1'),
      );
    }
  }
  return views;
}
const leaks = (text: string) => readings(text).some((view) => view.includes(KEY));

let upstream: FakeUpstream;
let ask: (path: string, init?: RequestInit) => Promise<Response>;
const lines: string[] = [];
beforeAll(async () => {
  upstream = await startFakeUpstream(0);
  const config = loadConfig({
    UPSTREAM_BASE_URL: upstream.url,
    UPSTREAM_API_KEY: KEY,
    RATE_LIMIT_PER_MIN: '0',
  });
  // The log as the server writes it: JSON lines, each field scrubbed too.
  const logger = jsonLogger({ level: 'info', write: (text) => lines.push(text) });
  const { app } = await composeApp(config, logger);
  ask = async (path, init) =>
    app.request(path, init, { incoming: { socket: { remoteAddress: '198.51.100.7' } } });
});
afterAll(() => upstream.close());

async function answered(response: Response) {
  const text = await response.text();
  expect(leaks(text), text).toBe(false);
  for (const [name, value] of response.headers) expect(leaks(`${name}: ${value}`)).toBe(false);
  return text;
}

const postJson = (path: string, body: unknown) =>
  ask(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('an upstream echoing the key encoded', () => {
  it('has every echo readable to the test (the detector works)', () => {
    for (const echo of ECHOES) expect(leaks(echo), echo).toBe(true);
  });

  it('leaves it in no 404 msg or suggestions, first asked or from the cache', async () => {
    upstream.scenarios = {
      cig: { status: 404, body: { code: 404, msg: ECHOES.join(' '), suggestions: ECHOES } },
    };
    const first = await ask('/api/cigaretteDetails?name=echo');
    expect(first.status).toBe(404);
    expect(await answered(first)).toContain('[redacted]');
    const asked = upstream.requests.length;
    expect((await ask('/api/cigaretteDetails?name=echo')).status).toBe(404);
    await answered(await ask('/api/cigaretteDetails?name=echo'));
    expect(upstream.requests.length).toBe(asked);
    await answered(await postJson('/api/cigaretteDetails/batch', { names: ['echo', 'echo-2'] }));
  });

  it('leaves it in no 502 msg', async () => {
    upstream.scenarios = { geo: { body: { code: 311, msg: ECHOES.join(' ') } } };
    const response = await ask('/api/geoToAddress?lat=30.1&lng=110');
    expect(response.status).toBe(502);
    expect(await answered(response)).toContain('[redacted]');
    await answered(await postJson('/api/geoToAddress/batch', { points: [{ lat: 30.2, lng: 110 }] }));
  });

  it('leaves it in no field of a 200 answer, single or batch', async () => {
    const answer = upstreamGeocodeAnswer(30.3, 110, true);
    answer.data.address = ECHOES.join(' ');
    answer.data.pois[0]!.title = ECHOES.slice(0, 8).join(' ');
    upstream.scenarios = { geo: { body: { ...answer, echoes: ECHOES, [ECHOES[6]!]: 1 } } };
    const response = await ask('/api/geoToAddress?lat=30.3&lng=110&poi=1');
    expect(response.status).toBe(200);
    expect(await answered(response)).toContain('[redacted]');
    await answered(await ask('/api/geoToAddress?lat=30.3&lng=110&poi=1'));
    await answered(await postJson('/api/geoToAddress/batch', { points: [{ lat: 30.4, lng: 110 }], poi: 1 }));
  });

  it('leaves it in no log line, whatever a client sent', async () => {
    for (const echo of ECHOES.slice(0, 8)) {
      const path = `/api/no-such/${encodeURIComponent(echo)}?q=${encodeURIComponent(echo)}`;
      await answered(await ask(path));
      // A request id the client chose is logged as a field (when short and of safe characters);
      // the answer gives the client back its own id, so only the log is read here.
      await ask(path, { headers: { 'x-request-id': echo.slice(0, 64) } });
    }
    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines) {
      expect(line.endsWith('\n') && !line.slice(0, -1).includes('\n'), line).toBe(true);
      expect(JSON.parse(line), line).toHaveProperty('msg');
      expect(leaks(line), line).toBe(false);
    }
  });
});
