import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../contract/error-schema';
import { loadConfig } from '../config';
import { composeApp } from '../main/compose';

// A parameter's 400 names its rule as a code, with the values its message names (#37): the client
// words the code; the English msg stays for API users.

const { app } = await composeApp(loadConfig({}), () => {});

const errorOf = async (path: string) => {
  const response = await app.request(path);
  const body = errorBodySchema.parse(await response.json());
  return { status: response.status, error_code: body.error_code, error_params: body.error_params };
};

describe('each parameter rule has its own error code', () => {
  it.each([
    ['/api/geoToAddress?lat=999&lng=116.4', 'lat_out_of_range', { min: -90, max: 90 }],
    ['/api/geoToAddress?lat=39.9&lng=abc', 'lng_out_of_range', { min: -180, max: 180 }],
    ['/api/geoToAddress?lng=116.4', 'param_required', { param: 'lat' }],
    ['/api/geoToAddress?lat=1&lat=2&lng=116.4', 'param_repeated', { param: 'lat' }],
    ['/api/geoToAddress?lat=1&lng=2&poi=2', 'poi_flag_invalid', { param: 'poi' }],
    ['/api/geoToAddress?lat=1&lng=2&poi=1&get_poi=0', 'poi_flags_conflict', undefined],
    [
      '/api/geoToAddress?lat=1&lng=2&poi=1&poi_options=radius%3D9000',
      'poi_option_out_of_range',
      { option: 'radius', min: 1, max: 5000 },
    ],
    ['/api/geoToAddress?lat=1&lng=2&poi_options=colour%3Dred', 'poi_option_unknown', undefined],
    ['/api/cigaretteDetails?name=%20', 'name_length_invalid', { max: 64 }],
    ['/api/cigarettes/browse?price_min=9&price_max=1', 'price_range_inverted', undefined],
    ['/api/cigarettes/browse?price_min=-1', 'price_min_invalid', undefined],
    ['/api/cigarettes/browse?page=0', 'page_invalid', { min: 1, max: 1_000_000 }],
    ['/api/cigarettes/browse?sort=price', 'sort_invalid', undefined],
    [`/api/cigarettes/browse?${'brand=a&'.repeat(51)}`, 'facet_values_too_many', { param: 'brand', max: 50 }],
    ['/api/regions/12', 'adcode_invalid', undefined],
    ['/api/regions/999999', 'region_not_found', { adcode: '999999' }],
    [
      '/api/cigaretteDetails?name=%E6%B2%A1%E6%9C%89%E8%BF%99%E7%A7%8D',
      'product_not_found',
      { name: '没有这种' },
    ],
    ['/api/nothing-here', 'endpoint_not_found', undefined],
  ])('%s answers %s', async (path, errorCode, params) => {
    const error = await errorOf(path);
    expect(error.error_code).toBe(errorCode);
    if (params) expect(error.error_params).toMatchObject(params);
  });
});
