import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../contract/error-schema';
import { geocodeResponseSchema } from '../../contract/geocode-schema';
import { testApp } from '../main/test-app';

async function get(query: string) {
  const { app } = testApp();
  const response = await app.request(`/api/geoToAddress${query}`);
  return { response, body: (await response.json()) as Record<string, unknown> };
}

async function expectBadRequest(query: string, param: string) {
  const { response, body } = await get(query);
  expect(response.status).toBe(400);
  const error = errorBodySchema.parse(body);
  expect(error.code).toBe(400);
  expect(error.msg).toContain(param);
  return error;
}

describe('GET /api/geoToAddress validation', () => {
  it('answers a good point with the envelope and the point it was asked about', async () => {
    const { response, body } = await get('?lat=39.9&lng=116.4');
    expect(response.status).toBe(200);
    const parsed = geocodeResponseSchema.parse(body);
    expect(parsed.data?.location).toEqual({ lat: 39.9, lng: 116.4 });
  });

  it.each([
    ['?lng=116.4', 'lat'],
    ['?lat=39.9', 'lng'],
    ['', 'lat'],
    ['?lat=&lng=116.4', 'lat'],
    ['?lat=39.9&lng=', 'lng'],
  ])('requires lat and lng: %s names %s', async (query, param) => {
    await expectBadRequest(query, param);
  });

  it.each([
    ['?lat=abc&lng=116.4', 'lat'],
    ['?lat=NaN&lng=116.4', 'lat'],
    ['?lat=Infinity&lng=116.4', 'lat'],
    ['?lat=39.9&lng=-Infinity', 'lng'],
    ['?lat=0x10&lng=116.4', 'lat'],
    ['?lat=1e400&lng=116.4', 'lat'],
    ['?lat=39.9&lng=116.4abc', 'lng'],
  ])('requires finite decimals: %s names %s', async (query, param) => {
    await expectBadRequest(query, param);
  });

  it.each([
    ['?lat=90.0001&lng=0', 'lat'],
    ['?lat=-90.5&lng=0', 'lat'],
    ['?lat=0&lng=180.01', 'lng'],
    ['?lat=0&lng=-181', 'lng'],
  ])('rejects out-of-range coordinates: %s names %s', async (query, param) => {
    await expectBadRequest(query, param);
  });

  it.each(['?lat=90&lng=180', '?lat=-90&lng=-180', '?lat=0&lng=0', '?lat=%2039.9%20&lng=116.4'])(
    'accepts the edges and surrounding blanks: %s',
    async (query) => {
      const { response } = await get(query);
      expect(response.status).toBe(200);
    },
  );

  it('defaults poi to 0 and honours poi=1', async () => {
    const without = geocodeResponseSchema.parse((await get('?lat=1&lng=2')).body);
    expect(without.data?.poi_count).toBe(0);
    const withPois = geocodeResponseSchema.parse((await get('?lat=1&lng=2&poi=1')).body);
    expect(withPois.data?.poi_count).toBe(1);
  });

  it.each(['2', 'yes', 'true', '', '01', '-1'])('rejects poi=%j naming poi', async (value) => {
    await expectBadRequest(`?lat=1&lng=2&poi=${value}`, 'poi');
  });

  it.each([
    ['?lat=1&lat=2&lng=3', 'lat'],
    ['?lat=1&lng=2&lng=2', 'lng'],
    ['?lat=1&lng=2&poi=1&poi=1', 'poi'],
  ])('rejects a repeated parameter: %s names %s', async (query, param) => {
    const error = await expectBadRequest(query, param);
    expect(error.msg).toMatch(/repeated/);
  });

  it('ignores unknown parameters', async () => {
    const { response } = await get('?lat=1&lng=2&extra=zzz');
    expect(response.status).toBe(200);
  });

  it('takes get_poi as another name for poi, and refuses the two at odds', async () => {
    const viaGetPoi = geocodeResponseSchema.parse((await get('?lat=1&lng=2&get_poi=1')).body);
    expect(viaGetPoi.data?.poi_count).toBe(1);
    expect((await get('?lat=1&lng=2&get_poi=1&poi=1')).response.status).toBe(200);
    await expectBadRequest('?lat=1&lng=2&get_poi=1&poi=0', 'get_poi');
    await expectBadRequest('?lat=1&lng=2&get_poi=2', 'get_poi');
  });
});

describe('GET /api/geoToAddress poi_options', () => {
  const options = (value: string) => `?lat=1&lng=2&poi=1&poi_options=${encodeURIComponent(value)}`;

  it.each([
    'radius=1;page_size=1;page_index=1;policy=1',
    'radius=5000;page_size=20;page_index=20;policy=3;address_format=short',
    'radius=500;page_size=20;page_index=2;category=餐饮服务,购物服务;poi_filter=category<>公交车站;policy=1;address_format=short',
    ' radius = 500 ; ;',
    '',
  ])('accepts %j', async (value) => {
    const { response } = await get(options(value));
    expect(response.status).toBe(200);
  });

  it.each([
    ['radius=0', 'radius', '1 to 5000'],
    ['radius=5001', 'radius', '1 to 5000'],
    ['radius=-5', 'radius', '1 to 5000'],
    ['radius=1.5', 'radius', '1 to 5000'],
    ['radius=', 'radius', '1 to 5000'],
    ['page_size=0', 'page_size', '1 to 20'],
    ['page_size=21', 'page_size', '1 to 20'],
    ['page_index=0', 'page_index', '1 to 20'],
    ['page_index=21', 'page_index', '1 to 20'],
    ['policy=0', 'policy', '1 to 3'],
    ['policy=4', 'policy', '1 to 3'],
    ['address_format=tiny', 'address_format', 'short or long'],
    ['category=', 'category', 'category words'],
    ['category=a,,b', 'category', 'category words'],
    ['poi_filter=公交车站', 'poi_filter', 'category<>'],
    ['radius=5;radius=6', 'radius', 'repeated'],
    ['zoom=3', 'zoom', 'no option'],
  ])(
    'refuses %j with a 400 in the envelope naming %s, in English and Chinese',
    async (value, option, says) => {
      const error = await expectBadRequest(options(value), 'poi_options');
      expect(error.msg).toContain(option);
      expect(error.msg).toContain(says);
      expect(error.msg).toMatch(/\p{Script=Han}/u);
      expect(error.request_id).toBeTruthy();
    },
  );

  it('refuses poi_options given twice', async () => {
    const error = await expectBadRequest(
      '?lat=1&lng=2&poi_options=radius%3D1&poi_options=radius%3D1',
      'poi_options',
    );
    expect(error.msg).toMatch(/repeated/);
  });
});
