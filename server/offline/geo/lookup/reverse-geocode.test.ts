import { beforeAll, describe, expect, it } from 'vitest';
import { geocodeResponseSchema } from '../../../../contract/geocode-schema';
import type { PoiOptions } from '../../../../contract/poi-options';
import { loadGeoData } from '../cache/geo-cache';
import { createReverseGeocoder, MSG_SEA, type ReverseGeocoder } from './reverse-geocode';
import { MSG_ABROAD } from '../../shared/region-less-answer';

let geocoder: ReverseGeocoder;
// Reads the prepared cache, or builds it (seconds; more on a busy machine) when missing or stale.
beforeAll(() => {
  geocoder = createReverseGeocoder(loadGeoData().data);
}, 120_000);

const at = (lng: number, lat: number, poi: 0 | 1 = 0) => {
  const answer = geocoder.reverse({ lat, lng, poi });
  expect(geocodeResponseSchema.safeParse({ ...answer, request_id: 'test' }).success).toBe(true);
  return answer;
};

// Coordinates are GCJ-02 (what the service speaks); expectations are the real regions there.
const CHINA: Array<[string, number, number, Record<string, string>]> = [
  [
    'a municipality: Tiananmen, Beijing',
    116.397,
    39.909,
    { adcode: '110101', province: '北京市', city: '北京市', district: '东城区' },
  ],
  [
    'a municipality: the Bund, Shanghai',
    121.4906,
    31.24,
    { adcode: '310101', province: '上海市', city: '上海市', district: '黄浦区' },
  ],
  [
    'a municipality: Jiefangbei, Chongqing',
    106.5772,
    29.5586,
    { adcode: '500103', province: '重庆市', city: '重庆市', district: '渝中区' },
  ],
  [
    'a provincial capital: Tianfu Square, Chengdu',
    104.0657,
    30.6574,
    { adcode: '510105', province: '四川省', city: '成都市', district: '青羊区' },
  ],
  [
    'a provincial capital: Potala Palace, Lhasa',
    91.1172,
    29.6578,
    { adcode: '540102', province: '西藏自治区', city: '拉萨市', district: '城关区' },
  ],
  [
    'a provincial capital: Urumqi',
    87.6,
    43.8,
    { adcode: '650103', province: '新疆维吾尔自治区', city: '乌鲁木齐市', district: '沙依巴克区' },
  ],
  [
    'a prefecture city without districts: Dongguan',
    113.75,
    23.02,
    { adcode: '441900', province: '广东省', city: '东莞市', district: '' },
  ],
  [
    'a prefecture city without districts: Zhongshan',
    113.3926,
    22.5176,
    { adcode: '442000', province: '广东省', city: '中山市', district: '' },
  ],
  [
    'a county-level city under a province: Qionghai',
    110.4746,
    19.2584,
    { adcode: '469002', province: '海南省', city: '琼海市', district: '' },
  ],
  [
    'a border county: Ruili, by Myanmar',
    97.8556,
    24.0128,
    { adcode: '533102', province: '云南省', city: '德宏傣族景颇族自治州', district: '瑞丽市' },
  ],
  [
    'a border county: Erenhot, by Mongolia',
    111.977,
    43.653,
    { adcode: '152501', province: '内蒙古自治区', city: '锡林郭勒盟', district: '二连浩特市' },
  ],
  [
    'a border county: Dongxing, by Vietnam',
    107.9718,
    21.5475,
    { adcode: '450681', province: '广西壮族自治区', city: '防城港市', district: '东兴市' },
  ],
  [
    'Hong Kong: Tsim Sha Tsui',
    114.17,
    22.3,
    { adcode: '810005', province: '香港特别行政区', city: '香港特别行政区', district: '油尖旺区' },
  ],
  [
    'Macau',
    113.5439,
    22.1987,
    { adcode: '820002', province: '澳门特别行政区', city: '澳门特别行政区', district: '花王堂区' },
  ],
  ['Taiwan: Taipei', 121.5, 25.04, { adcode: '710000', province: '台湾省', city: '', district: '' }],
];

describe('offline reverse geocoding in China', () => {
  it.each(CHINA)('%s', (_label, lng, lat, expected) => {
    const { code, data } = at(lng, lat);
    expect(code).toBe(200);
    expect(data?.ad_info).toMatchObject({
      ...expected,
      nation: '中国',
      nation_code: '156',
      city_code: `156${expected.adcode}`,
    });
    expect(data?.address_component).toMatchObject({
      nation: '中国',
      province: expected.province,
      city: expected.city,
      district: expected.district,
      street: '',
      street_number: '',
    });
    expect(data?.location).toEqual({ lat, lng });
  });

  it('names a municipality once in the address and fully in ad_info.name', () => {
    const { data } = at(116.397, 39.909);
    expect(data?.address).toBe('北京市东城区');
    expect(data?.ad_info?.name).toBe('中国,北京市,北京市,东城区');
    expect(data?.ad_info?.location).toEqual({ lat: 39.917544, lng: 116.418757 }); // DataV's centre of 东城区
  });

  it('joins province, city and district for a county and skips the missing district level', () => {
    expect(at(97.8556, 24.0128).data?.address).toBe('云南省德宏傣族景颇族自治州瑞丽市');
    expect(at(113.75, 23.02).data?.ad_info?.name).toBe('中国,广东省,东莞市');
  });

  it('sets no reference the data does not have (rural Gansu: no seat of 永靖县 within reach)', () => {
    const { data } = at(103.5056, 35.9988);
    expect(data?.address_reference?.town).toBeUndefined();
    expect(data?.address_reference?.landmark_l2).toBeUndefined();
  });
});

describe('offline reverse geocoding abroad and at sea', () => {
  it.each([
    ['Tokyo', 139.69, 35.69, '日本', '392', '日本，东京都西5.4公里'],
    ['Paris', 2.3522, 48.8566, '法国', '250', '法国，巴黎东南2.0公里'],
    ['Denver', -104.99, 39.74, '美国', '840', '美国，丹佛西368米'],
    ['Chukotka, east of 180° in the data (no place within 150 km)', 172, 66, '俄罗斯联邦', '643', ''],
  ])(
    '%s gives the nation in Chinese and the nearest Natural Earth place of it',
    (_label, lng, lat, nation, nationCode, recommend) => {
      const { code, msg, data } = at(lng, lat, 1);
      expect(code).toBe(200);
      expect(msg).toBe(MSG_ABROAD);
      expect(data?.ad_info).toMatchObject({
        nation,
        nation_code: nationCode,
        adcode: '',
        province: '',
        city: '',
        district: '',
      });
      expect(data?.address).toBe('');
      expect(data?.formatted_addresses?.recommend).toBe(recommend);
      expect(Object.keys(data?.address_reference ?? {})).toEqual(recommend ? ['famous_area'] : []);
      expect(data?.pois).toEqual([]);
    },
  );

  it.each([
    ['Monaco (its 50 m outline lies north of the Rock)', 7.4246, 43.7384, '摩纳哥', '492'],
    ['San Marino', 12.4469, 43.9354, '圣马力诺', '674'],
    ['Liechtenstein (Vaduz)', 9.5215, 47.141, '列支敦士登', '438'],
    ['Singapore (Marina Bay)', 103.8545, 1.2834, '新加坡', '702'],
  ])('a microstate answers as its country, not the sea: %s', (_label, lng, lat, nation, nationCode) => {
    const { msg, data } = at(lng, lat, 0);
    expect(msg).toBe(MSG_ABROAD);
    expect(data?.ad_info).toMatchObject({ nation, nation_code: nationCode });
  });

  it.each([
    ['the Yellow Sea', 123, 35],
    ['the middle of the Pacific', -150, 0],
  ])('%s answers 200 with an empty region and says why', (_label, lng, lat) => {
    const { code, msg, data } = at(lng, lat, 1);
    expect(code).toBe(200);
    expect(msg).toBe(MSG_SEA);
    expect(data?.ad_info).toMatchObject({ nation: '', nation_code: '', adcode: '', name: '' });
    expect(data?.address).toBe('');
    expect(data?.formatted_addresses?.recommend).toBe('海上');
    expect(data?.poi_count).toBe(0);
  });

  it('names the nearest coastal place within 200 km at sea', () => {
    const { data } = at(122.5, 30.8);
    expect(data?.formatted_addresses?.recommend).toBe('海上，菜园东北9.7公里');
    expect(data?.address_reference?.famous_area?.title).toBe('菜园');
  });
});

describe('pois', () => {
  it('poi=0 sends no pois and poi_count 0', () => {
    const { data } = at(116.397, 39.909, 0);
    expect(data?.pois).toBeUndefined();
    expect(data?.poi_count).toBe(0);
  });

  it('poi=1 lists stations, seats and places nearest first, each with its own region and a real category', () => {
    const { data } = at(116.397, 39.909, 1);
    const pois = data?.pois ?? [];
    expect(pois.length).toBe(10);
    // poi_count counts every POI within the radius (5 km here), not the page of 10.
    expect(data?.poi_count).toBe(
      geocoder.reverse({ lat: 39.909, lng: 116.397, poi: 1, options: { radius: 5000 } }).data.poi_count,
    );
    expect(data?.poi_count).toBeGreaterThan(pois.length);
    const distances = pois.map((poi) => poi._distance ?? NaN);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(5_000);
    expect(pois[0]).toMatchObject({
      title: '天安门东',
      category: '交通设施服务:地铁站',
      address: '北京市东城区',
    });
    expect(pois[0]?.ad_info).toEqual({
      adcode: '110101',
      province: '北京市',
      city: '北京市',
      district: '东城区',
    });
    expect(pois.some((poi) => poi.ad_info?.district === '西城区')).toBe(true);
    expect(new Set(pois.map((poi) => poi.id)).size).toBe(pois.length);
  });

  it('widens the radius to 15 km only where 5 km finds fewer than three', () => {
    const pois = at(103.5056, 35.9988, 1).data?.pois ?? [];
    expect(pois.length).toBeGreaterThan(0);
    expect(pois.every((poi) => (poi._distance ?? Infinity) <= 15_000)).toBe(true);
  });
});

describe('poi_options without an extract (stations, seats and places)', () => {
  const TIANANMEN = { lat: 39.909, lng: 116.397, poi: 1 as const };
  const ask = (options: PoiOptions) => geocoder.reverse({ ...TIANANMEN, options }).data;

  it('radius bounds the search strictly (no widening), and poi_count counts all within it', () => {
    const near = ask({ radius: 1500, pageSize: 20 });
    expect(near.poi_count).toBeGreaterThan(0);
    expect(near.pois!.every((poi) => poi._distance! <= 1500)).toBe(true);
    expect(ask({ radius: 5000 }).poi_count).toBeGreaterThan(near.poi_count!);
    // In the countryside a small radius finds nothing rather than reaching to 15 km.
    expect(
      geocoder.reverse({ lat: 35.9988, lng: 103.5056, poi: 1, options: { radius: 100 } }).data,
    ).toMatchObject({
      poi_count: 0,
      pois: [],
    });
  });

  it('pages are slices of one nearest-first list, no POI twice', () => {
    const total = ask({ radius: 5000 }).poi_count!;
    const seen = Array.from({ length: Math.ceil(total / 8) }, (_, i) =>
      ask({ radius: 5000, pageSize: 8, pageIndex: i + 1 }).pois!.map((poi) => poi.id),
    ).flat();
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
  });

  it('category and poi_filter match any level of the path', () => {
    const metro = ask({ radius: 5000, pageSize: 20, categories: ['地铁站'] });
    expect(metro.poi_count).toBeGreaterThan(0);
    expect(metro.pois!.every((poi) => poi.category === '交通设施服务:地铁站')).toBe(true);
    const rest = ask({ radius: 5000, pageSize: 20, excluded: ['交通设施服务'] });
    expect(rest.poi_count).toBe(
      ask({ radius: 5000 }).poi_count! - ask({ radius: 5000, categories: ['交通设施服务'] }).poi_count!,
    );
    expect(rest.pois!.some((poi) => poi.category!.startsWith('交通设施服务'))).toBe(false);
  });

  it('address_format=short drops the province and city from the POI addresses', () => {
    expect(ask({ radius: 1500, addressFormat: 'short' }).pois![0]).toMatchObject({ address: '东城区' });
  });
});
