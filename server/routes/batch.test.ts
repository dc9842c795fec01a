import { describe, expect, it } from 'vitest';
import { batchResponseSchema } from '../../contract/batch-schema';
import { errorBodySchema } from '../../contract/error-schema';
import { HttpError } from '../http/http-error';
import type { Provider } from '../providers/provider';
import { batchLimitedApp, testApp } from '../main/test-app';

const post = (
  app: { request: (path: string, init: RequestInit) => Response | Promise<Response> },
  body: unknown,
  headers: Record<string, string> = {},
) =>
  app.request('/api/geoToAddress/batch', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const points = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ lat: 30 + i / 1000, lng: 110 + i / 1000, id: `p${i}` }));

describe('POST /api/geoToAddress/batch poi_options', () => {
  it('passes get_poi and the options read on to every point', async () => {
    const asked: unknown[] = [];
    const provider = testApp().provider;
    const recording: Provider = {
      ...provider,
      geoToAddress: (params, signal) => (asked.push(params), provider.geoToAddress(params, signal)),
    };
    const { app } = testApp({ provider: recording });
    const response = await post(app, {
      points: points(2),
      get_poi: 1,
      poi_options: 'radius=300;page_size=5;page_index=2;category=餐饮服务;address_format=short',
    });
    expect(response.status).toBe(200);
    const options = {
      radius: 300,
      pageSize: 5,
      pageIndex: 2,
      categories: ['餐饮服务'],
      addressFormat: 'short',
    };
    expect(asked).toEqual([
      { lat: 30, lng: 110, poi: 1, options },
      { lat: 30.001, lng: 110.001, poi: 1, options },
    ]);
  });

  it.each([
    [{ poi_options: 'radius=9000' }, 'radius'],
    [{ poi_options: 'page_size=0' }, 'page_size'],
    [{ poi_options: 'page_index=21' }, 'page_index'],
    [{ poi_options: 'policy=7' }, 'policy'],
    [{ poi_options: 7 }, 'poi_options'],
    [{ poi: 0, get_poi: 1 }, 'get_poi'],
  ])('refuses %j as a whole with a 400 naming %s, before any point is spent', async (extra, option) => {
    const { app } = testApp();
    const response = await post(app, { points: points(2), ...extra });
    expect(response.status).toBe(400);
    const error = errorBodySchema.parse(await response.json());
    expect(error.msg).toContain(option);
  });
});

describe('POST /api/geoToAddress/batch', () => {
  it('answers every point in input order with its id and envelope', async () => {
    const { app } = testApp();
    const response = await post(app, { points: points(5) });
    expect(response.status).toBe(200);
    const body = batchResponseSchema.parse(await response.json());
    expect(body.code).toBe(200);
    expect(body.request_id).toBe(response.headers.get('x-request-id'));
    expect(body.data.map((item) => item.id)).toEqual(['p0', 'p1', 'p2', 'p3', 'p4']);
    expect(body.data[3]!.data?.location).toEqual({ lat: 30.003, lng: 110.003 });
    expect(body.data.every((item) => item.code === 200)).toBe(true);
  });

  it('uses the index as the id when none is given, and passes poi on', async () => {
    const { app } = testApp();
    const body = batchResponseSchema.parse(
      await (
        await post(app, {
          points: [
            { lat: 1, lng: 2 },
            { lat: 3, lng: 4 },
          ],
          poi: 1,
        })
      ).json(),
    );
    expect(body.data.map((item) => item.id)).toEqual([0, 1]);
    expect(body.data[0]!.data?.poi_count).toBe(1);
  });

  it('turns one bad point into an item error naming the field, the rest answered', async () => {
    const { app } = testApp();
    const response = await post(app, {
      points: [
        { lat: 1, lng: 2, id: 'a' },
        { lat: 91, lng: 2, id: 'b' },
        { lat: 'x', lng: 2 },
        null,
        { lat: 5, lng: 6, id: 'e' },
      ],
    });
    expect(response.status).toBe(200);
    const { data } = batchResponseSchema.parse(await response.json());
    expect(data.map((item) => item.code)).toEqual([200, 400, 400, 400, 200]);
    expect(data[1]).toMatchObject({ id: 'b', msg: expect.stringContaining('points.1.lat') });
    expect(data[2]).toMatchObject({ id: 2, msg: expect.stringContaining('lat') });
    expect(data[1]!.data).toBeUndefined();
    expect(data[4]!.data?.location).toEqual({ lat: 5, lng: 6 });
  });

  it('answers a non-finite or oversized id as an item error under the index, never a 500 (#27)', async () => {
    const long = 'i'.repeat(129);
    const response = await post(
      testApp().app,
      `{"points": [{"lat": 1, "lng": 2, "id": 1e400}, {"lat": 3, "lng": 4, "id": "b"}, {"lat": 5, "lng": 6, "id": "${long}"}]}`,
    );
    expect(response.status).toBe(200);
    const { data } = batchResponseSchema.parse(await response.json());
    expect(data.map((item) => [item.id, item.code])).toEqual([
      [0, 400],
      ['b', 200],
      [2, 400],
    ]);
    expect(data[0]!.msg).toContain('points.0.id');
    expect(data[2]!.msg).toContain('128');
  });

  it("answers a provider failure for one point as that item's code and message", async () => {
    const failing: Provider = {
      ...testApp().provider,
      async geoToAddress(params) {
        if (params.lat === 2)
          throw new HttpError(502, 'upstream failed with HTTP 500', {
            errorCode: 'upstream_http_error',
            params: { status: 500 },
          });
        if (params.lat === 3) throw new Error('secret internals');
        return { code: 200, msg: 'ok', data: { address: 'x' } };
      },
    };
    const { app, lines } = testApp({ provider: failing });
    const { data } = batchResponseSchema.parse(
      await (
        await post(app, {
          points: [
            { lat: 1, lng: 0 },
            { lat: 2, lng: 0 },
            { lat: 3, lng: 0 },
          ],
        })
      ).json(),
    );
    expect(data.map((item) => [item.code, item.msg, item.error_code, item.error_params])).toEqual([
      [200, 'ok', undefined, undefined],
      [502, 'upstream failed with HTTP 500', 'upstream_http_error', { status: 500 }],
      [500, 'internal error', 'internal_error', undefined],
    ]);
    expect(lines.some((line) => line.includes('secret internals'))).toBe(true);
  });

  it.each([
    [{ points: points(101) }, 'at most 100', 'too_many_points'],
    [{ points: [] }, 'empty', 'points_empty'],
    [{ points: 'nope' }, 'points', 'points_not_array'],
    [{}, 'points', 'points_not_array'],
    [{ points: points(1), poi: 2 }, 'poi', 'poi_flag_invalid'],
  ])('rejects a bad batch with 400 naming what was wrong (%#)', async (body, words, errorCode) => {
    const { app } = testApp();
    const response = await post(app, body);
    expect(response.status).toBe(400);
    const error = errorBodySchema.parse(await response.json());
    expect(error.msg).toContain(words);
    expect(error.error_code).toBe(errorCode);
  });

  it('rejects a body that is not JSON with 400', async () => {
    const response = await post(testApp().app, '{"points": [');
    expect(response.status).toBe(400);
    expect(errorBodySchema.parse(await response.json()).msg).toContain('JSON');
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'none'])(
    'rejects a body sent as %s with 415: a page posting one would skip the CORS preflight (#27)',
    async (type) => {
      const response = await testApp().app.request('/api/geoToAddress/batch', {
        method: 'POST',
        headers: type === 'none' ? {} : { 'content-type': type },
        body: JSON.stringify({ points: points(1) }),
      });
      expect(response.status).toBe(415);
      const body = errorBodySchema.parse(await response.json());
      expect(body.code).toBe(415);
      expect(body.msg).toContain('Content-Type: application/json');
    },
  );

  it('takes application/json with a charset', async () => {
    const response = await post(
      testApp().app,
      { points: points(1) },
      { 'content-type': 'application/json; charset=utf-8' },
    );
    expect(response.status).toBe(200);
  });

  it('rejects a body over 64 KB with 413, without reading it as JSON', async () => {
    const response = await post(
      testApp().app,
      JSON.stringify({ points: points(1), pad: 'x'.repeat(64 * 1024) }),
    );
    expect(response.status).toBe(413);
    const body = errorBodySchema.parse(await response.json());
    expect(body.code).toBe(413);
    expect(body.msg).toContain('65536');
  });

  it('wants the API key like the other endpoints', async () => {
    const { app } = testApp({ apiKeys: ['k1'] });
    expect((await post(app, { points: points(1) })).status).toBe(401);
    expect((await post(app, { points: points(1) }, { authorization: 'Bearer k1' })).status).toBe(200);
  });

  it('charges nothing for a request refused whole (#27)', async () => {
    const { app } = batchLimitedApp();
    const send = (body: unknown, headers: Record<string, string> = {}) =>
      post(app, body, { 'x-test-client': 'a', ...headers });
    for (let i = 0; i < 3; i++) {
      expect((await send({ points: points(100) }, { 'content-type': 'text/plain' })).status).toBe(415);
      expect((await send({ points: points(100), poi: 2 })).status).toBe(400);
      expect((await send({ points: points(101) })).status).toBe(400);
    }
    // The budget is 250 a minute: still whole.
    expect((await send({ points: points(100) })).status).toBe(200);
    expect((await send({ points: points(100) })).status).toBe(200);
  });

  it('counts points, not requests, per client, with Retry-After', async () => {
    const { app, clock } = batchLimitedApp();
    const send = (n: number, client = 'a') => post(app, { points: points(n) }, { 'x-test-client': client });
    expect((await send(100)).status).toBe(200);
    expect((await send(100)).status).toBe(200);
    const refused = await send(100);
    expect(refused.status).toBe(429);
    expect(errorBodySchema.parse(await refused.json()).msg).toContain('points');
    // 50 left; 100 points come back at 250 a minute after 12 s.
    expect(Number(refused.headers.get('retry-after'))).toBe(12);
    expect((await send(50)).status).toBe(200);
    expect((await send(100, 'b')).status).toBe(200);
    clock.now += 24_000;
    expect((await send(100)).status).toBe(200);
  });
});
