import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '../../test-support/fake-upstream-server';
import { upstreamGeocodeAnswer } from '../../test-support/fixtures/upstream-geocode';
import { composeApp } from './compose';
import { jsonLogger } from '../observe/json-logger';
import { loadConfig } from '../config';

// An upstream that echoes the key encoded (#27): raw, JSON-escaped, URL-encoded (%2F and +
// forms), base64 and base64url, alone or inside other text, the key or `Bearer <key>`; and (#36)
// URL-encoded twice, in hex, as HTML entities, base64 of the URL-encoded header, upper- or
// lower-cased, or split across fields. None of it reaches a response, a header, the cache or a log line.

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
  percent(percent(text)),
  Buffer.from(text).toString('hex'),
  Buffer.from(text).toString('hex').toUpperCase(),
  [...text].map((char) => `&#x${char.charCodeAt(0).toString(16)};`).join(''),
  [...text].map((char) => `&#${char.charCodeAt(0)};`).join(''),
  text.replace(/[^\w ]/g, (char) => `&#x${char.charCodeAt(0).toString(16).toUpperCase()};`),
  Buffer.from(percent(text)).toString('base64'),
  Buffer.from(percent(text).replace(/%[0-9A-F]{2}/g, (hex) => hex.toLowerCase())).toString('base64url'),
  text.toUpperCase(),
  text.toLowerCase(),
];
const ECHOES = [KEY, `Bearer ${KEY}`, `key=${KEY}&x=1`, `{"authorization":"Bearer ${KEY}"}`].flatMap(
  encodings,
);

/** Every reading of `text` a client could decode the key from; the test's own, apart from the server's scrubbing. */
function readings(text: string): string[] {
  const unescaped = text.replaceAll('\\/', '/');
  const entities = unescaped.replace(/&#(x[0-9a-f]+|\d+);?/gi, (_, code: string) =>
    String.fromCharCode(code[0]!.toLowerCase() === 'x' ? parseInt(code.slice(1), 16) : Number(code)),
  );
  const views = [text, unescaped, entities];
  const decodePercent = (view: string) =>
    view.replace(/(%[0-9a-fA-F]{2})+/g, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
  for (const view of [unescaped, entities]) {
    views.push(
      decodePercent(view),
      decodePercent(decodePercent(view)),
      decodePercent(view.replaceAll('+', ' ')),
    );
  }
  for (const run of unescaped.match(/[0-9a-fA-F]{16,}/g) ?? []) {
    for (let skip = 0; skip < 2; skip++) views.push(Buffer.from(run.slice(skip), 'hex').toString('latin1'));
  }
  for (const run of unescaped.match(/[A-Za-z0-9+/_-]{16,}/g) ?? []) {
    for (let skip = 0; skip < 4; skip++) {
      const decoded = Buffer.from(
        run.slice(skip).replaceAll('-', '+').replaceAll('_', '/'),
        'base64',
      ).toString('latin1');
      views.push(decoded, decodePercent(decoded));
    }
  }
  return views;
}
const leaks = (text: string) => readings(text).some((view) => view.toLowerCase().includes(KEY.toLowerCase()));

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

  it('leaves it in no answer when split across fields, in halves or thirds, first asked or cached', async () => {
    const third = Math.ceil(KEY.length / 3);
    const [a, b, c] = [KEY.slice(0, third), KEY.slice(third, 2 * third), KEY.slice(2 * third)];
    const half = KEY.length / 2;
    upstream.scenarios = {
      cig: {
        status: 404,
        body: {
          code: 404,
          msg: `no such product: ${KEY.slice(0, half)}`,
          suggestions: [`${KEY.slice(half)} x`],
        },
      },
    };
    const halves = await ask('/api/cigaretteDetails?name=split-2');
    expect(halves.status).toBe(404);
    const joined = (body: { msg: string; suggestions?: string[] }) =>
      [body.msg, ...(body.suggestions ?? [])].join('');
    const first = JSON.parse(await answered(halves)) as { msg: string; suggestions?: string[] };
    expect(leaks(joined(first)), joined(first)).toBe(false);
    expect(joined(first)).toContain('[redacted]');
    const cached = JSON.parse(await answered(await ask('/api/cigaretteDetails?name=split-2')));
    expect(leaks(joined(cached))).toBe(false);

    upstream.scenarios = { cig: { status: 404, body: { code: 404, msg: a, suggestions: [b, `${c}!`] } } };
    const thirds = JSON.parse(await answered(await ask('/api/cigaretteDetails?name=split-3')));
    expect(leaks(joined(thirds)), joined(thirds)).toBe(false);

    const answer = upstreamGeocodeAnswer(30.5, 110, true);
    answer.data.address = `road ${a}`;
    answer.data.pois[0]!.title = b;
    answer.data.pois[0]!.address = `${c} tail`;
    upstream.scenarios = { geo: { body: answer } };
    const text = await answered(await ask('/api/geoToAddress?lat=30.5&lng=110&poi=1'));
    const strings: string[] = [];
    JSON.stringify(
      JSON.parse(text),
      (_key, value: unknown) => (typeof value === 'string' && strings.push(value), value),
    );
    expect(leaks(strings.join('')), strings.join('')).toBe(false);
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
