import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { geocodeResponseSchema } from '../../contract/geocode-schema';
import { geocodeParamsSchema } from '../../contract/query-params';
import { compiledSchema } from './compiled-schema';

const answer = {
  code: 200,
  msg: 'query ok',
  request_id: 'abc',
  data: {
    location: { lat: 39.9, lng: 116.4 },
    address: '北京市东城区',
    ad_info: { adcode: '110101', province: '北京市', city: '北京市', district: '东城区', nation: '中国' },
    address_reference: { town: { id: '110101001', title: '东华门街道', _distance: 812.5, _dir_desc: '西' } },
    pois: [
      {
        id: 'p1',
        title: '天安门东',
        category: '交通设施:地铁站',
        _distance: 120,
        location: { lat: 39.9, lng: 116.4 },
      },
    ],
    poi_count: 1,
  },
};

describe('compiledSchema', () => {
  it('is made once per schema', () => {
    expect(compiledSchema(geocodeResponseSchema)).toBe(compiledSchema(geocodeResponseSchema));
    expect(compiledSchema(geocodeResponseSchema)).not.toBe(geocodeResponseSchema);
  });

  it('parses what the runtime parses, to the same value (null read as absent)', () => {
    const withNull = { ...answer, data: { ...answer.data, address: null } };
    for (const body of [answer, withNull]) {
      expect(z.safeParse(compiledSchema(geocodeResponseSchema), body)).toEqual(
        z.safeParse(geocodeResponseSchema, body),
      );
    }
    expect(z.safeParse(compiledSchema(geocodeResponseSchema), withNull).data?.data?.address).toBeUndefined();
  });

  it('rejects what the runtime rejects, with the same issues', () => {
    const broken = [
      { ...answer, code: 'ok' },
      { ...answer, data: { ...answer.data, address: 5 } },
      { ...answer, data: { ...answer.data, pois: [{ ...answer.data.pois[0], _distance: '120' }] } },
      { ...answer, data: { ...answer.data, address_reference: { town: { title: 7 } } } },
    ];
    for (const body of broken) {
      const fast = z.safeParse(compiledSchema(geocodeResponseSchema), body);
      expect(fast.success).toBe(false);
      expect(fast.error?.issues).toEqual(z.safeParse(geocodeResponseSchema, body).error?.issues);
    }
  });

  it('reads query parameters as the runtime does, errors included', () => {
    for (const raw of [
      { lat: '39.9', lng: '116.4' },
      { lat: '39.9', lng: '116.4', poi: '1' },
      { lat: 'x', lng: '116.4' },
      { lat: '91', lng: '0' },
    ]) {
      expect(z.safeParse(compiledSchema(geocodeParamsSchema), raw)).toEqual(
        z.safeParse(geocodeParamsSchema, raw),
      );
    }
  });
});
