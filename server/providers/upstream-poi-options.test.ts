import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { geocodeResponseSchema, type GeocodeData, type Poi } from '../../contract/geocode-schema';
import { upstreamGeocodeAnswer } from '../../test-support/fixtures/upstream-geocode';
import type { FakeUpstream } from '../../test-support/fake-upstream-server';
import { upstreamTestApp } from '../main/test-app';

// Upstream mode: poi_options are forwarded as Tencent takes them, and the answer honours radius,
// category and paging even though this fake upstream ignores every option.
let app: Awaited<ReturnType<typeof upstreamTestApp>>['app'];
let upstream: FakeUpstream;
let close: () => Promise<void>;
// Composing the app reads the offline data too (seconds on a busy machine).
beforeAll(async () => {
  ({ app, upstream, close } = await upstreamTestApp({}));
}, 120_000);
afterAll(() => close());

const CATEGORIES = ['餐饮服务:中餐厅:火锅', '购物服务:便利店', '交通设施服务:公交车站'];
/** 30 POIs 50 m apart in distance, three categories in turn; the last has no _distance, only a location. */
const POIS: Poi[] = Array.from({ length: 30 }, (_, i) => ({
  id: `up-${i}`,
  title: `上游点${i}`,
  address: '北京市东城区测试路1号',
  category: CATEGORIES[i % 3],
  location: { lat: 39.915 + (50 * (i + 1)) / 111_195, lng: 116.404 },
  ...(i === 29 ? {} : { _distance: 50 * (i + 1) }),
}));

function serve(pois: Poi[], poiCount = pois.length) {
  const answer = upstreamGeocodeAnswer(39.915, 116.404, true);
  upstream.scenarios = { geo: { body: { ...answer, data: { ...answer.data, poi_count: poiCount, pois } } } };
}
beforeEach(() => serve(POIS));

/** Answers are cached by point and options: each options text below is asked once in this file. */
async function ask(options?: string): Promise<GeocodeData> {
  const query = options === undefined ? '' : `&poi_options=${encodeURIComponent(options)}`;
  const response = await app.request(`/api/geoToAddress?lat=39.915&lng=116.404&poi=1${query}`);
  expect(response.status).toBe(200);
  return geocodeResponseSchema.parse(await response.json()).data as GeocodeData;
}
const ids = (data: GeocodeData) => (data.pois ?? []).map((poi) => poi.id);

describe('poi_options in upstream mode, the upstream ignoring them', () => {
  it('are forwarded in Tencent grammar, in one order', async () => {
    await ask('category=餐饮服务;radius=500;page_index=2;page_size=5;policy=2;address_format=short');
    expect(upstream.requests.at(-1)?.query).toMatchObject({
      poi: '1',
      poi_options: 'address_format=short;radius=500;policy=2;page_size=5;page_index=2;category=餐饮服务',
    });
  });

  it('without poi_options the upstream answer is passed on as it is', async () => {
    const data = await ask();
    expect(ids(data)).toEqual(POIS.map((poi) => poi.id));
    expect(upstream.requests.at(-1)?.query).not.toHaveProperty('poi_options');
  });

  it('radius: POIs beyond it are left out (by _distance, else by location)', async () => {
    const data = await ask('radius=500');
    expect(ids(data)).toEqual(POIS.slice(0, 10).map((poi) => poi.id));
    expect(data.poi_count).toBe(10);
    // The one with only a location is 1500 m off: within 1500, not within 1450.
    expect(ids(await ask('radius=1500'))).toContain('up-29');
    expect(ids(await ask('radius=1450'))).not.toContain('up-29');
  });

  it('category and poi_filter match any level of the path', async () => {
    const hotpot = await ask('category=火锅');
    expect(hotpot.poi_count).toBe(10);
    expect(hotpot.pois!.every((poi) => poi.category === CATEGORIES[0])).toBe(true);
    const noBus = await ask('radius=600;poi_filter=category<>交通设施服务,便利店');
    expect(ids(noBus)).toEqual(['up-0', 'up-3', 'up-6', 'up-9']);
    expect(noBus.poi_count).toBe(4);
  });

  it('paging: pages are slices of what came back, no POI twice; poi_count is the total', async () => {
    const pages = await Promise.all(
      [1, 2, 3, 4, 5, 6, 7, 8].map((index) => ask(`page_size=4;page_index=${index}`)),
    );
    expect(pages.map((page) => page.pois!.length)).toEqual([4, 4, 4, 4, 4, 4, 4, 2]);
    const all = pages.flatMap(ids);
    expect(new Set(all).size).toBe(30);
    expect(all).toEqual(POIS.map((poi) => poi.id));
    expect(pages.every((page) => page.poi_count === 30)).toBe(true);
    // Everything together: restaurants within 1 km, second page of 3.
    const mixed = await ask('radius=1000;category=餐饮服务;page_size=3;page_index=2');
    expect(ids(mixed)).toEqual(['up-9', 'up-12', 'up-15']);
    expect(mixed.poi_count).toBe(7);
  });

  it('an upstream that paged (poi_count beyond its list) has its list taken as the page, filtered', async () => {
    serve(POIS.slice(10, 20), 30);
    const data = await ask('page_size=10;page_index=2;poi_filter=category<>公交车站');
    expect(ids(data)).toEqual(['up-10', 'up-12', 'up-13', 'up-15', 'up-16', 'up-18', 'up-19']);
    expect(data.poi_count).toBe(27);
  });

  it('each id once, whatever the upstream sends', async () => {
    serve([POIS[0]!, POIS[1]!, POIS[0]!, POIS[2]!]);
    expect(ids(await ask('page_size=20'))).toEqual(['up-0', 'up-1', 'up-2']);
  });
});
