import { describe, expect, it } from 'vitest';
import type { CigaretteRecord } from '../../contract/cigarette-schema';
import { createApp } from '../main/app';
import { fakeGeocoder } from '../main/test-app';
import { createCatalog } from '../offline/catalog/catalog';
import { createOfflineProvider } from '../providers/offline';
import { catalogBrowseRoutes, PRODUCTS_PER_REQUEST } from './catalog-browse';

// A browse whose filters match much of the catalog costs its first call a walk over those products
// (#36: ~49 ms over 100,000 for a text every name holds, for one request of the budget). It now
// spends one more request per PRODUCTS_PER_REQUEST products walked, so one client's wide first
// calls are bounded by its budget like everything else it asks.

const PRODUCTS = 30_000;
const TYPES = ['烤烟型', '混合型', '外香型'];
const records: CigaretteRecord[] = Array.from({ length: PRODUCTS }, (_, i) => ({
  id: i + 1,
  name: `品牌${i % 300}(型${Math.floor(i / 300)})`,
  type: TYPES[i % TYPES.length],
  single_price: 5 + (i % 90),
}));
const catalog = createCatalog(records, { catalog: 'budget test' });

/** An app with one client's budget of `perMinute` requests, on a clock that does not move. */
function limited(perMinute: number) {
  const app = createApp({
    provider: createOfflineProvider({ geocoder: fakeGeocoder, catalog }),
    apiKeys: [],
    logger: () => {},
    requestLog: false,
    rateLimit: { perMinute, clientKey: () => 'one client', now: () => 1_000_000 },
    extraRoutes: [catalogBrowseRoutes(catalog)],
  });
  const browse = (query: string) => app.request(`/api/cigarettes/browse?${query}`);
  /** How many more cheap calls (a page with no filter) pass before the first 429. */
  const left = async () => {
    for (let passed = 0; passed <= perMinute; passed++)
      if ((await browse(`page=${passed + 1}`)).status === 429) return passed;
    throw new Error('never refused');
  };
  return { browse, left };
}

describe('browse charged by the products its filters walk', () => {
  it('a text every name holds, first call: one request and one more per 10,000 products walked', async () => {
    const { browse, left } = limited(100);
    const answer = await browse(`q=${encodeURIComponent('(')}&page_size=100`);
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { total: number }).total).toBe(PRODUCTS);
    // The text's 30,000 matches and the 30,000 counted: 6 more requests.
    expect(2 * PRODUCTS).toBe(6 * PRODUCTS_PER_REQUEST);
    expect(await left()).toBe(100 - 1 - 6);
  });

  it('a wide facet and a price bound charge what they walk; their kept pages and a narrow filter one request', async () => {
    const { browse, left } = limited(100);
    // Two of three types: 20,000 products walked (2 more); from price 0: all 30,000 (3 more).
    expect(
      (await browse(`type=${encodeURIComponent('烤烟型')}&type=${encodeURIComponent('混合型')}`)).status,
    ).toBe(200);
    expect((await browse('price_min=0')).status).toBe(200);
    // The second call walks them again to keep every place (3 more); from the third a page is a slice.
    expect((await browse('price_min=0&page=2')).status).toBe(200);
    expect((await browse('price_min=0&page=3')).status).toBe(200);
    // A filter walking under 10,000 products: one request.
    expect((await browse(`q=${encodeURIComponent('品牌7(')}`)).status).toBe(200);
    expect(await left()).toBe(100 - 5 - 2 - 3 - 3);
  });

  it('a client over its budget pays what it owes before it is answered again', async () => {
    const { browse } = limited(5);
    // 6 more requests than the 4 left: owed, and the next call is refused.
    expect((await browse(`q=${encodeURIComponent('(')}&price_max=1000`)).status).toBe(200);
    expect((await browse('page=1')).status).toBe(429);
  });
});
