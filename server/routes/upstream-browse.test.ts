import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browseSchema, isMissing } from '../../contract/cigarette-browse-schema';
import type { FakeUpstream } from '../../test-support/fake-upstream-server';
import { upstreamTestApp } from '../main/test-app';

// Browsing in upstream mode, against the fake upstream: the local sample catalog (40 products) picks
// and counts the products of a page, the upstream answers their records, through the answer cache.

let upstream: FakeUpstream;
let close: () => Promise<void>;
let app: Awaited<ReturnType<typeof upstreamTestApp>>['app'];

beforeAll(async () => {
  ({ app, upstream, close } = await upstreamTestApp({ UPSTREAM_MAX_RPS: '50' }));
});
afterAll(() => close());

const recordCalls = () => upstream.requests.filter((call) => call.path.endsWith('/api/cigaretteDetails'));

async function browse(query: string) {
  const response = await app.request(`/api/cigarettes/browse?${query}`);
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return browseSchema.parse(body);
}

describe('GET /api/cigarettes/browse in upstream mode', () => {
  it('asks the upstream once for each product of a page, and nothing when the page is visited again', async () => {
    upstream.requests.length = 0;
    const first = await browse('sort=name');
    expect(first).toMatchObject({ total: 40, page: 1, page_size: 24 });
    expect(first.items).toHaveLength(24);
    // The records are the upstream's (the fake's carry barcodes; the sample has none).
    expect(first.items.every((item) => !isMissing(item) && item.carton_code === '6901028075862')).toBe(true);
    expect(first.items[0]).toMatchObject({ name: '白沙(和天下)' });
    // The facets are the local catalog's.
    expect(first.facets.type).toEqual([
      { value: '烤烟型', count: 39 },
      { value: '混合型', count: 1 },
    ]);
    const names = first.items.map(({ name }) => name);
    expect(recordCalls().map((call) => call.query.name)).toEqual(expect.arrayContaining(names));
    expect(recordCalls()).toHaveLength(24);

    const again = await browse('sort=name');
    expect(again.items.map(({ name }) => name)).toEqual(names);
    expect(recordCalls()).toHaveLength(24);
  });

  it('keeps a product the upstream does not know on the page, marked missing with its name', async () => {
    upstream.scenarios = { cig: { notFound: { '中华(软)': ['中华(硬)'] } } };
    try {
      const answer = await browse('q=zhonghua&sort=single_price');
      expect(answer.total).toBe(4);
      expect(answer.items.map(({ name }) => name)).toEqual([
        '中华(硬)',
        '中华(软)',
        '中华(金中支)',
        '中华(双中支)',
      ]);
      expect(answer.items.filter(isMissing)).toEqual([
        {
          name: '中华(软)',
          missing: true,
          code: 404,
          msg: 'no product named 中华(软)',
          error_code: 'product_not_found',
          error_params: { name: '中华(软)' },
        },
      ]);
    } finally {
      upstream.scenarios = {};
    }
  });
});
