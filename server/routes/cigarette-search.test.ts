import { describe, expect, it } from 'vitest';
import { cigaretteRecordSchema } from '../../contract/cigarette-schema';
import { cigaretteSearchSchema } from '../../contract/cigarette-search-schema';
import { errorBodySchema } from '../../contract/error-schema';
import { healthSchema } from '../../contract/health-schema';
import { composeApp } from '../main/compose';
import { loadConfig } from '../config';

const { app } = await composeApp(loadConfig({}), () => {});
const get = async (path: string) => {
  const response = await app.request(path);
  return { status: response.status, body: (await response.json()) as unknown };
};

describe('the offline catalog through the API', () => {
  it('answers a record for a full-width spelling', async () => {
    const { status, body } = await get(`/api/cigaretteDetails?name=${encodeURIComponent('中华（硬）')}`);
    expect(status).toBe(200);
    expect(cigaretteRecordSchema.parse(body)).toMatchObject({
      name: '中华(硬)',
      single_price: 45,
      carton_price: 450,
    });
  });

  it('answers a misspelling with 404 and suggestions in the error body', async () => {
    const { status, body } = await get(`/api/cigaretteDetails?name=${encodeURIComponent('中毕(硬)')}`);
    expect(status).toBe(404);
    const error = errorBodySchema.parse(body);
    expect(error.code).toBe(404);
    expect(error.suggestions?.[0]).toBe('中华(硬)');
  });

  it('lists names for autocomplete at /api/cigarettes', async () => {
    const { status, body } = await get(`/api/cigarettes?q=${encodeURIComponent('中华')}`);
    expect(status).toBe(200);
    expect(cigaretteSearchSchema.parse(body).names).toEqual([
      '中华(硬)',
      '中华(软)',
      '中华(双中支)',
      '中华(金中支)',
    ]);
  });

  it('keeps autocomplete to 20 names and rejects an empty q', async () => {
    const { body } = await get(`/api/cigarettes?q=${encodeURIComponent('(')}`);
    expect(cigaretteSearchSchema.parse(body).names).toHaveLength(20);
    const empty = await get('/api/cigarettes?q=%20');
    expect(empty.status).toBe(400);
    expect(errorBodySchema.parse(empty.body).msg).toContain('q ');
  });

  it('calls the catalog sample data in /api/health', async () => {
    const health = healthSchema.parse((await get('/api/health')).body);
    expect(health.data.catalog).toBe('sample-2026-11 (40 products)');
  });
});
