import { describe, expect, it } from 'vitest';
import { batchAnswersResponseSchema, batchResponseSchema } from '../../api/batch-schema';
import { describeIssues } from '../../api/tolerant';
import { answerFields } from './answer-columns';

/** A whole geocode answer, as the service gives it, with one POI or none. */
function geocodeAnswer(lat: number, lng: number, poi: boolean) {
  const location = { lat, lng };
  const pois = poi
    ? [
        {
          id: 'poi-1',
          title: '上游测试点甲',
          address: '北京市东城区测试路1号',
          category: '美食:中餐厅',
          location: { lat: lat + 0.001, lng: lng + 0.001 },
          _distance: 141.3,
          ad_info: { adcode: '110101', province: '北京市', city: '北京市', district: '东城区' },
        },
      ]
    : [];
  return {
    location,
    address: '北京市东城区测试路',
    formatted_addresses: { recommend: '上游测试地址', rough: '东城区' },
    address_component: { nation: '中国', province: '北京市', city: '北京市', district: '东城区', street: '测试路', street_number: '' },
    ad_info: {
      nation_code: '156',
      adcode: '110101',
      city_code: '156110101',
      name: '中国,北京市,北京市,东城区',
      location: { lat: 39.93, lng: 116.42 },
      nation: '中国',
      province: '北京市',
      city: '北京市',
      district: '东城区',
    },
    address_reference: { town: { id: '110101001', title: '东华门街道', location, _distance: 0, _dir_desc: '内' } },
    poi_count: pois.length,
    pois,
  };
}

/** A batch answer of two whole geocode answers (one with a POI) and an item error. */
function batchBody() {
  const item = (id: number, poi: boolean) => ({ id, code: 200, msg: 'query ok', data: geocodeAnswer(39.9 + id / 100, 116.4, poi) });
  return {
    code: 200,
    msg: 'ok',
    request_id: 'r1',
    data: [item(0, true), item(1, false), { id: 2, code: 400, msg: 'points.2.lat: expected number', data: null }],
  };
}

describe('the batch answer as the browser reads it', () => {
  it('keeps every field the table shows, the same as the whole answer parsed', () => {
    const narrow = batchAnswersResponseSchema.parse(batchBody());
    const whole = batchResponseSchema.parse(batchBody());
    expect(narrow.data.map(answerFields)).toEqual(whole.data.map(answerFields));
    expect(answerFields(narrow.data[0]!)).toEqual(['上游测试地址', '北京市', '北京市', '东城区', '110101', '东华门街道', '测试路', '上游测试点甲']);
    expect(narrow.data[2]).toEqual({ id: 2, code: 400, msg: 'points.2.lat: expected number', data: undefined });
  });

  it('drops what the table does not show, unparsed', () => {
    const [first] = batchAnswersResponseSchema.parse(batchBody()).data;
    expect(first!.data).not.toHaveProperty('location');
    expect(first!.data!.ad_info).not.toHaveProperty('name');
    expect(first!.data!.pois![0]).toEqual({ title: '上游测试点甲' });
  });

  it('still refuses a shown field of the wrong type, naming it', () => {
    const body = batchBody();
    (body.data[1]!.data!.ad_info as { province: unknown }).province = 5;
    const result = batchAnswersResponseSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(describeIssues(result.error!)).toBe('data.1.data.ad_info.province: expected string');
  });

  it('reads null as absent', () => {
    const body = batchBody();
    (body.data[1]!.data as { address_reference: unknown }).address_reference = null;
    expect(answerFields(batchAnswersResponseSchema.parse(body).data[1]!)[5]).toBe('');
  });
});
