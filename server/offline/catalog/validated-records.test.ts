import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { browseQuery } from '../../../test-support/browse-query';
import { composeApp } from '../../main/compose';
import { loadConfig } from '../../config';
import { sendCatalogPage } from '../../routes/catalog-browse';
import { loadCatalog } from './load-catalog';
import { isValidated, validatedBytes } from './validated-records';

const catalog = await loadCatalog();
const query = browseQuery;

describe("the catalog's records, checked once when the file is read", () => {
  it('are frozen, known as checked, and sent as their own JSON', () => {
    const [record] = catalog.browse(query({})).items;
    expect(isValidated(record!)).toBe(true);
    expect(Object.isFrozen(record)).toBe(true);
    expect(isValidated({ ...record })).toBe(false);
    expect(validatedBytes(record as never).toString()).toBe(JSON.stringify(record));
  });

  it('make the same answer, byte for byte, as serialising the whole page', async () => {
    const { app } = await composeApp(loadConfig({}), () => {});
    const response = await app.request(`/api/cigarettes/browse?type=${encodeURIComponent('烤烟型')}&page=2`);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.text()).toBe(JSON.stringify(catalog.browse(query({ type: ['烤烟型'], page: 2 }))));
  });

  it('leave the rest of the answer checked against the contract', async () => {
    const page = catalog.browse(query({}));
    const send = (body: typeof page) =>
      new Hono()
        .onError(() => new Response('broken', { status: 500 }))
        .get('/', (c) => sendCatalogPage(c, body))
        .request('/');
    expect((await send(page)).status).toBe(200);
    const zeroCount = { ...page, facets: { ...page.facets, type: [{ value: '烤烟型', count: 0 }] } };
    expect((await send(zeroCount)).status).toBe(500);
    expect((await send({ ...page, page_size: 2 })).status).toBe(500);
  });
});
