import { beforeAll, describe, expect, it } from 'vitest';
import { geocodeResponseSchema, type GeocodeData } from '../../../../contract/geocode-schema';
import { categoryHas } from '../../../../contract/poi-page';
import { composeApp } from '../../../main/compose';
import { loadConfig } from '../../../config';
import { haversineMetres } from '../../shared/great-circle';
import { fixture, importToTemp } from '../test-fixtures';

// poi_options and standard_address on a real extract: Haidian around China Agricultural University
// (fixtures/ATTRIBUTION.md). The point is in the university's east library (GCJ-02).
let app: Awaited<ReturnType<typeof composeApp>>['app'];
beforeAll(async () => {
  const { dir } = await importToTemp(fixture('beijing-haidian-cau.osm.pbf'));
  app = (await composeApp(loadConfig({ OSM_DATA_DIR: dir, RATE_LIMIT_PER_MIN: '0' }), () => {})).app;
}, 120_000);

const LIBRARY = { lat: 40.003427, lng: 116.355655 };

async function reverse(options: string, point = LIBRARY, flag = 'poi=1'): Promise<GeocodeData> {
  const query = `lat=${point.lat}&lng=${point.lng}&${flag}`;
  const response = await app.request(
    `/api/geoToAddress?${query}${options ? `&poi_options=${encodeURIComponent(options)}` : ''}`,
  );
  expect(response.status).toBe(200);
  return geocodeResponseSchema.parse(await response.json()).data as GeocodeData;
}

const ids = (data: GeocodeData) => (data.pois ?? []).map((poi) => poi.id);

/** Every page of a query, walked with page_index until one comes back short. */
async function allPages(options: string, size: number) {
  const pages: GeocodeData[] = [];
  for (let index = 1; index <= 20; index++) {
    const data = await reverse(`${options};page_size=${size};page_index=${index}`);
    pages.push(data);
    if ((data.pois ?? []).length < size) break;
  }
  return pages;
}

describe('poi_options drive the POI search (Haidian extract)', () => {
  it('radius: every POI is within it, and poi_count counts all within it, not the page', async () => {
    const near = await reverse('radius=150;page_size=20');
    const far = await reverse('radius=1000;page_size=20');
    for (const [data, radius] of [
      [near, 150],
      [far, 1000],
    ] as const) {
      for (const poi of data.pois ?? []) {
        const metres = haversineMetres(LIBRARY.lng, LIBRARY.lat, poi.location!.lng, poi.location!.lat);
        expect(metres).toBeLessThanOrEqual(radius + 0.1);
        expect(poi._distance).toBeLessThanOrEqual(radius);
      }
    }
    expect(near.poi_count).toBeGreaterThan(0);
    expect(far.poi_count).toBeGreaterThan(near.poi_count!);
    expect(far.poi_count).toBeGreaterThan(20); // more than one page: the count is not the page
    expect(far.pois).toHaveLength(20);
  });

  it('page_size and page_index: pages are slices of one stable list, no POI twice', async () => {
    const pages = await allPages('radius=600', 7);
    const all = pages.flatMap(ids);
    const total = pages[0]!.poi_count!;
    expect(pages.length).toBeGreaterThan(2);
    expect(all).toHaveLength(total);
    expect(new Set(all).size).toBe(total);
    const distances = pages.flatMap((page) => (page.pois ?? []).map((poi) => poi._distance!));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // Asked again, a page is the same page.
    expect(ids(await reverse('radius=600;page_size=7;page_index=2'))).toEqual(ids(pages[1]!));
    // Without page_size a page holds 10.
    expect(await reverse('radius=600;page_index=2')).toMatchObject({ poi_count: total });
    expect(ids(await reverse('radius=600;page_index=2'))).toEqual(all.slice(10, 20));
  });

  it('category keeps POIs with the word at any level of the path; poi_count counts those', async () => {
    const every = (await allPages('radius=1000', 20)).flatMap((page) => page.pois ?? []);
    for (const word of ['餐饮服务', '快餐店', '餐饮服务:快餐店', '银行,快餐店']) {
      const data = await reverse(`radius=1000;page_size=20;category=${word}`);
      const wanted = every.filter((poi) => word.split(',').some((w) => categoryHas(poi.category!, w)));
      expect(wanted.length, word).toBeGreaterThan(0);
      expect(data.poi_count, word).toBe(wanted.length);
      expect(ids(data), word).toEqual(wanted.slice(0, 20).map((poi) => poi.id));
    }
    // A level matches whole: 快餐 is no level of 餐饮服务:快餐店.
    expect((await reverse('radius=1000;category=快餐')).poi_count).toBe(0);
  });

  it('poi_filter=category<> leaves out POIs with the word at any level', async () => {
    const all = await reverse('radius=1000;page_size=20');
    const stops = (all.pois ?? []).filter((poi) => categoryHas(poi.category!, '公共交通站台'));
    expect(stops.length).toBeGreaterThan(0);
    const data = await reverse('radius=1000;page_size=20;poi_filter=category<>公共交通站台,餐饮服务');
    expect(data.pois!.length).toBeGreaterThan(0);
    for (const poi of data.pois ?? []) {
      expect(poi.category).not.toMatch(/公共交通站台|^餐饮服务:/);
    }
    expect(data.poi_count).toBeLessThan(all.poi_count! - stops.length);
    // Include and exclude together: restaurants that are not fast food.
    const food = await reverse('radius=1000;page_size=20;category=餐饮服务;poi_filter=category<>快餐店');
    expect(food.pois!.length).toBeGreaterThan(0);
    expect(food.pois!.every((poi) => /^餐饮服务:/.test(poi.category!) && !/快餐店/.test(poi.category!))).toBe(
      true,
    );
  });

  it('policy is accepted; offline the order stays nearest first for every policy', async () => {
    const first = await reverse('radius=500;policy=1');
    expect(ids(await reverse('radius=500;policy=3'))).toEqual(ids(first));
  });

  it('get_poi=1 is poi=1', async () => {
    const viaPoi = await reverse('radius=500');
    const viaGetPoi = await reverse('radius=500', LIBRARY, 'get_poi=1');
    expect(ids(viaGetPoi)).toEqual(ids(viaPoi));
    expect(viaGetPoi.poi_count).toBe(viaPoi.poi_count);
  });
});

describe('poi_options on the batch endpoint', () => {
  it('answers each point as the single lookup with the same options does', async () => {
    const options = 'radius=800;page_size=6;page_index=2;category=餐饮服务;address_format=short';
    const response = await app.request('/api/geoToAddress/batch', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ points: [LIBRARY], poi: 1, poi_options: options }),
    });
    const [item] = ((await response.json()) as { data: Array<{ data: GeocodeData }> }).data;
    const single = await reverse(options);
    expect(single.pois).toHaveLength(6);
    expect(item!.data.poi_count).toBe(single.poi_count);
    expect(ids(item!.data)).toEqual(ids(single));
    expect(item!.data.formatted_addresses?.standard_address).toMatch(/^海淀区/);
  });
});

describe('standard_address', () => {
  it('is province, city (said once), district, then the crossroad with direction and distance', async () => {
    const data = await reverse('', LIBRARY, 'poi=0');
    expect(data.address_reference?.crossroad).toMatchObject({ title: '清华东路与学清路交叉口' });
    expect(data.formatted_addresses?.standard_address).toBe('北京市海淀区清华东路与学清路交叉口东北347米');
  });

  it('address_format=short drops the province and city, there and in the POI addresses', async () => {
    const data = await reverse('address_format=short;radius=300');
    expect(data.formatted_addresses?.standard_address).toBe('海淀区清华东路与学清路交叉口东北347米');
    expect(data.pois!.length).toBeGreaterThan(0);
    for (const poi of data.pois ?? []) expect(poi.address).toMatch(/^海淀区/);
    const long = await reverse('radius=300');
    for (const poi of long.pois ?? []) expect(poi.address).toMatch(/^北京市海淀区/);
  });

  it('is left out where no street is known: outside the extract, abroad, at sea', async () => {
    for (const point of [
      { lat: 39.909, lng: 116.397 }, // Tiananmen: in China, no extract there
      { lat: 48.85, lng: 2.35 }, // Paris
      { lat: 35, lng: 123 }, // the Yellow Sea
    ]) {
      const data = await reverse('', point, 'poi=0');
      expect(data.formatted_addresses?.recommend).toBeTruthy();
      expect(data.formatted_addresses).not.toHaveProperty('standard_address');
    }
  });
});
