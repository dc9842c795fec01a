import { describe, expect, it } from 'vitest';
import { cigaretteRecordSchema } from '../../contract/cigarette-schema';
import { errorBodySchema } from '../../contract/error-schema';
import { testApp } from '../main/test-app';

async function get(query: string) {
  const { app } = testApp();
  const response = await app.request(`/api/cigaretteDetails${query}`);
  return { response, body: (await response.json()) as unknown };
}

describe('GET /api/cigaretteDetails validation', () => {
  it('answers the record for a name, trimmed', async () => {
    const { response, body } = await get(`?name=${encodeURIComponent('  中华(硬)  ')}`);
    expect(response.status).toBe(200);
    expect(cigaretteRecordSchema.parse(body).name).toBe('中华(硬)');
  });

  it.each([
    ['', 'required'],
    ['?name=', 'name'],
    ['?name=%20%20%20', 'name'],
    [`?name=${'x'.repeat(65)}`, 'name'],
    [`?name=${encodeURIComponent('中'.repeat(65))}`, 'name'],
  ])('rejects %s naming the parameter', async (query, text) => {
    const { response, body } = await get(query);
    expect(response.status).toBe(400);
    const error = errorBodySchema.parse(body);
    expect(error.code).toBe(400);
    expect(error.msg).toContain('name');
    expect(error.msg).toContain(text);
  });

  it('accepts exactly 64 characters, counted as characters not UTF-16 units', async () => {
    expect((await get(`?name=${'x'.repeat(64)}`)).response.status).toBe(200);
    expect((await get(`?name=${encodeURIComponent('😀'.repeat(64))}`)).response.status).toBe(200);
  });

  it('rejects a repeated name', async () => {
    const { response, body } = await get('?name=a&name=a');
    expect(response.status).toBe(400);
    expect(errorBodySchema.parse(body).msg).toMatch(/name is repeated/);
  });

  it('passes a 404 with suggestions through in the one error shape', async () => {
    const { response, body } = await get('?name=missing');
    expect(response.status).toBe(404);
    const error = errorBodySchema.parse(body);
    expect(error).toMatchObject({ code: 404, suggestions: ['found'] });
    expect(error.request_id).toBe(response.headers.get('x-request-id'));
  });
});
