import { describe, expect, it } from 'vitest';
import type { PlaceKind } from '../../../../contract/place-schema';
import { buildNameIndex } from '../index/name-index';
import { placeImportance, type PlaceEntry } from '../../shared/place-entry';
import { PlaceSearch } from './place-search';

// Real names at their real places (GCJ-02, rounded), as the sources give them.
const TABLE: [string, PlaceKind, number, number, string][] = [
  ['上海市', 'province', 31.2317, 121.4726, ''],
  ['北京市', 'province', 39.9042, 116.4074, ''],
  ['朝阳区', 'district', 39.9215, 116.4434, '北京市'],
  ['朝阳市', 'city', 41.5735, 120.4506, '朝阳市'],
  ['朝阳区', 'district', 43.8338, 125.2884, '长春市'],
  ['浦东新区', 'district', 31.2215, 121.5447, '上海市'],
  ['陆家嘴', 'station', 31.2346, 121.5024, '上海市'],
  ['陆家嘴', 'station', 31.237, 121.4979, '上海市'],
  ['浦东 (陆家嘴)', 'station', 31.2406, 121.4931, '上海市'],
  ['天安门东', 'station', 39.9078, 116.4013, '北京市'],
  ['天安门西', 'station', 39.9075, 116.3917, '北京市'],
  ['上海南', 'station', 31.1555, 121.4303, '上海市'],
  ['上海', 'station', 31.2497, 121.4557, '上海市'],
  ['Beijing', 'place', 39.9088, 116.3975, '北京市'],
  ['Lujiao', 'place', 29.1344, 108.2852, '重庆市'],
  ['六安市', 'city', 31.7531, 116.5077, '六安市'],
  ['Lu’an', 'place', 31.7528, 116.5214, '六安市'],
];

const CHANGCHUN = { lat: 43.8171, lng: 125.3235 };
const BEIJING = { lat: 39.9087, lng: 116.3975 };
const SHANGHAI = { lat: 31.2304, lng: 121.4737 };

const entries: PlaceEntry[] = TABLE.map(([name, kind, lat, lng, city], i) => ({
  id: `t${i}`,
  name,
  kind,
  lat,
  lng,
  importance: placeImportance(kind),
  adcode: '',
  province: '',
  city,
  district: '',
}));
const search = new PlaceSearch(buildNameIndex(entries));
const found = (q: string, near?: { lat: number; lng: number }, limit = 8) =>
  search.search(q, limit, near).map((e) => `${e.name}@${e.city || e.name}`);

describe('place search over real names', () => {
  it('finds 陆家嘴 by characters, full pinyin and initials, once', () => {
    for (const q of ['陆家嘴', 'lujiazui', 'LuJiaZui', 'ljz', 'lujia'])
      expect(found(q)[0], q).toBe('陆家嘴@上海市');
    // The two OSM nodes of one station 400 m apart are one suggestion.
    expect(found('ljz').filter((n) => n === '陆家嘴@上海市')).toHaveLength(1);
  });

  it('finds names containing the characters, after those that start with them', () => {
    expect(found('陆家嘴')).toEqual(['陆家嘴@上海市', '浦东 (陆家嘴)@上海市']);
  });

  it('matches pinyin initials: tam → 天安门', () => {
    expect(found('tam')).toEqual(['天安门东@北京市', '天安门西@北京市']);
  });

  it('ranks a whole-name match (core or pinyin) above a longer name starting the same', () => {
    expect(found('上海').slice(0, 2)).toEqual(['上海市@上海市', '上海@上海市']);
    expect(found('上海南')[0]).toBe('上海南@上海市');
    expect(found('shanghai')[0]).toBe('上海市@上海市');
  });

  it('prefers the more important place when nothing else decides', () => {
    expect(found('朝阳')[0]).toBe('朝阳市@朝阳市');
    expect(found('cy')[0]).toBe('朝阳市@朝阳市');
  });

  it('prefers the place near the given point', () => {
    expect(found('朝阳', BEIJING)[0]).toBe('朝阳区@北京市');
    expect(found('cy', CHANGCHUN)[0]).toBe('朝阳区@长春市');
    expect(found('sh', SHANGHAI)[0]).toBe('上海市@上海市');
  });

  it('matches romanised names and the pinyin of Chinese ones alike', () => {
    expect(found('beijing')).toEqual(['北京市@北京市', 'Beijing@北京市']);
    expect(found('luan')).toEqual(['六安市@六安市', 'Lu’an@六安市']);
    expect(found('lujiao')).toEqual(['Lujiao@重庆市']);
  });

  it('answers nothing for a name nobody has, and at most `limit`', () => {
    expect(found('纽约')).toEqual([]);
    expect(found('qqqq')).toEqual([]);
    expect(found('s', undefined, 3)).toHaveLength(3);
    expect(found('  ')).toEqual([]);
  });
});
