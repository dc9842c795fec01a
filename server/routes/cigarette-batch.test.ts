import { describe, expect, it } from 'vitest';
import { cigaretteBatchResponseSchema } from '../../contract/cigarette-batch-schema';
import { errorBodySchema } from '../../contract/error-schema';
import { batchLimitedApp, testApp } from '../main/test-app';

type App = { request: (path: string, init: RequestInit) => Response | Promise<Response> };
const post = (app: App, body: unknown, headers: Record<string, string> = {}) =>
  app.request('/api/cigaretteDetails/batch', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const names = (n: number) => Array.from({ length: n }, (_, i) => `name ${i}`);

describe('POST /api/cigaretteDetails/batch', () => {
  it('rejects a body not sent as application/json with 415, like the points batch (#27)', async () => {
    const response = await post(
      testApp().app,
      { names: names(1) },
      { 'content-type': 'text/plain;charset=UTF-8' },
    );
    expect(response.status).toBe(415);
    expect(errorBodySchema.parse(await response.json()).msg).toContain('Content-Type: application/json');
  });

  it('answers every name in input order: records, a 404 with suggestions, a bad name as an item error', async () => {
    const { app } = testApp();
    const response = await post(app, { names: ['  中华(硬) ', 'missing', '   ', 42, 'x'.repeat(65), 'b'] });
    expect(response.status).toBe(200);
    const body = cigaretteBatchResponseSchema.parse(await response.json());
    expect(body.request_id).toBe(response.headers.get('x-request-id'));
    expect(body.data.map((item) => item.code)).toEqual([200, 404, 400, 400, 400, 200]);
    expect(body.data[0]).toMatchObject({ name: '  中华(硬) ', data: { name: '中华(硬)', single_price: 10 } });
    expect(body.data[1]).toMatchObject({ name: 'missing', suggestions: ['found'] });
    expect(body.data[1]!.data).toBeUndefined();
    expect(body.data[2]!.msg).toContain('names.2');
    expect(body.data[3]).toMatchObject({ msg: expect.stringContaining('names.3') });
    expect(body.data[3]!.name).toBeUndefined();
    expect(body.data[4]!.msg).toContain('64');
    expect(body.data[5]!.data?.name).toBe('b');
  });

  it.each([
    [{ names: names(101) }, 'at most 100'],
    [{ names: [] }, 'empty'],
    [{ names: 'nope' }, 'names'],
    [{}, 'names'],
  ])('rejects a bad batch with 400 naming what was wrong (%#)', async (body, words) => {
    const response = await post(testApp().app, body);
    expect(response.status).toBe(400);
    expect(errorBodySchema.parse(await response.json()).msg).toContain(words);
  });

  it('rejects a body over 64 KB with 413 and one that is not JSON with 400', async () => {
    const { app } = testApp();
    expect((await post(app, JSON.stringify({ names: ['a'], pad: 'x'.repeat(64 * 1024) }))).status).toBe(413);
    const broken = await post(app, '{"names": [');
    expect(broken.status).toBe(400);
    expect(errorBodySchema.parse(await broken.json()).msg).toContain('names');
  });

  it('wants the API key like the other endpoints', async () => {
    const { app } = testApp({ apiKeys: ['k1'] });
    expect((await post(app, { names: ['a'] })).status).toBe(401);
    expect((await post(app, { names: ['a'] }, { authorization: 'Bearer k1' })).status).toBe(200);
  });

  it('spends one unit per name from the batch budget shared with points, not the per-request one', async () => {
    const { app } = batchLimitedApp();
    const client = { 'x-test-client': 'a' };
    expect((await post(app, { names: names(100) }, client)).status).toBe(200);
    const points = Array.from({ length: 100 }, (_, i) => ({ lat: 30, lng: 110 + i / 100 }));
    const geo = await app.request('/api/geoToAddress/batch', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...client },
      body: JSON.stringify({ points }),
    });
    expect(geo.status).toBe(200);
    const refused = await post(app, { names: names(100) }, client);
    expect(refused.status).toBe(429);
    expect(errorBodySchema.parse(await refused.json()).msg).toContain('names');
    expect(Number(refused.headers.get('retry-after'))).toBe(12);
    expect((await post(app, { names: names(50) }, client)).status).toBe(200);
  });
});
