import { describe, expect, it } from 'vitest';
import { browseSchema } from '../../contract/cigarette-browse-schema';
import { errorBodySchema } from '../../contract/error-schema';
import { composeApp } from '../main/compose';
import { loadConfig } from '../config';

const { app } = await composeApp(loadConfig({}), () => {});
const browse = async (query: string) => {
  const response = await app.request(`/api/cigarettes/browse?${query}`);
  return { status: response.status, body: (await response.json()) as unknown };
};
const page = async (query: string) => {
  const { status, body } = await browse(query);
  expect(status, JSON.stringify(body)).toBe(200);
  return browseSchema.parse(body);
};
const param = (name: string, value: string) => `${name}=${encodeURIComponent(value)}`;

describe('GET /api/cigarettes/browse over the sample catalog', () => {
  it('answers the first 24 of the 40 products by name, with the facets', async () => {
    const answer = await page('');
    expect(answer).toMatchObject({ total: 40, page: 1, page_size: 24 });
    expect(answer.items).toHaveLength(24);
    expect(answer.items[0]).toMatchObject({ name: '白沙(和天下)' });
    expect(answer.facets.type).toEqual([
      { value: '烤烟型', count: 39 },
      { value: '混合型', count: 1 },
    ]);
    expect(answer.facets.brand[0]).toEqual({ value: '南京', count: 4 });
  });

  it('takes repeated facet values, the text, a price range and a sort', async () => {
    const answer = await page(
      [
        param('brand', '中华'),
        param('brand', '玉溪'),
        param('package_type', '软盒'),
        'sort=-single_price',
        'price_max=70',
      ].join('&'),
    );
    expect(answer.items.map(({ name }) => name)).toEqual(['中华(软)', '玉溪(软)']);
    expect((await page(param('q', 'zhonghua'))).total).toBe(4);
  });

  it('pages: the second page of 24 holds the last 16', async () => {
    const answer = await page('page=2');
    expect(answer).toMatchObject({ total: 40, page: 2, page_size: 24 });
    expect(answer.items).toHaveLength(16);
    expect((await page('page_size=100')).items).toHaveLength(40);
  });

  it.each([
    ['page_size=0', 'page_size'],
    ['page_size=101', 'page_size'],
    ['page=0', 'page'],
    ['page=x', 'page'],
    ['price_min=-1', 'price_min'],
    ['price_max=abc', 'price_max'],
    ['price_min=50&price_max=10', 'price_min'],
    ['tar_max=1e999', 'tar_max'],
    ['sort=price', 'sort'],
    ['sort=name&sort=single_price', 'sort'],
    [`q=${'x'.repeat(65)}`, 'q'],
    ['type=%20', 'type'],
    [Array.from({ length: 51 }, () => 'brand=x').join('&'), 'brand'],
  ])('%s: 400 naming %s', async (query, name) => {
    const { status, body } = await browse(query);
    expect(status).toBe(400);
    expect(errorBodySchema.parse(body).msg).toMatch(new RegExp(`^${name} `));
  });

  it('is offered in upstream mode too, with the same parameter checks (its records: routes/upstream-browse.test.ts)', async () => {
    const upstream = await composeApp(loadConfig({ UPSTREAM_BASE_URL: 'http://127.0.0.1:9' }), () => {});
    const response = await upstream.app.request('/api/cigarettes/browse?page_size=101');
    expect(response.status).toBe(400);
    expect(errorBodySchema.parse(await response.json()).msg).toMatch(/^page_size /);
  });
});
