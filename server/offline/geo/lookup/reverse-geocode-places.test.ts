import { beforeAll, describe, expect, it } from 'vitest';
import { loadGeoData } from '../cache/geo-cache';
import { createReverseGeocoder, type ReverseGeocoder } from './reverse-geocode';

let geocoder: ReverseGeocoder;
beforeAll(() => {
  geocoder = createReverseGeocoder(loadGeoData().data);
}, 120_000);

const LATIN = /\p{Script=Latin}/u;

interface Expected {
  /** address_reference.town title, or null where no seat of the district is within its radius (town-radius.ts). */
  town: string | null;
  landmark: string | null;
  famous: string | null;
  /** formatted_addresses.recommend */
  recommend: string | RegExp;
  /** Categories some POI must carry. */
  categories: string[];
}

// GCJ-02 points; what the open data (GeoNames seats, OSM stations, Natural Earth places) says there.
const PLACES: Array<[string, number, number, Expected]> = [
  [
    "Tiananmen, Beijing (龙潭街道's seat 4.0 km off: not the 街道 it is in)",
    116.397,
    39.909,
    {
      town: null,
      landmark: '天安门东站',
      famous: '北京市',
      recommend: /^东城区天安门东站西3\d\d米$/,
      categories: ['交通设施服务:地铁站', '行政地名:首都'],
    },
  ],
  [
    'Lujiazui, Shanghai',
    121.4997,
    31.2397,
    {
      town: null,
      landmark: '浦东 (陆家嘴)站',
      famous: '虹口',
      recommend: /^浦东新区浦东 \(陆家嘴\)站东北2\d\d米$/,
      categories: ['交通设施服务:地铁站', '交通设施服务:有轨电车站'],
    },
  ],
  [
    'the Bund, Shanghai (no GeoNames seat in 黄浦区 nearby)',
    121.4906,
    31.24,
    {
      town: null,
      landmark: '浦东 (陆家嘴)站',
      famous: '虹口',
      recommend: /^黄浦区/,
      categories: ['交通设施服务:地铁站'],
    },
  ],
  [
    'Jiefangbei, Chongqing',
    106.5772,
    29.5586,
    {
      town: null,
      landmark: '临江门站',
      famous: '重庆市',
      recommend: /^渝中区临江门站东2\d\d米$/,
      categories: ['交通设施服务:单轨列车站'],
    },
  ],
  [
    'Tianfu Square, Chengdu',
    104.0657,
    30.6574,
    {
      town: null,
      landmark: '锦江宾馆站',
      famous: '成都市',
      recommend: /^青羊区锦江宾馆站北8\d\d米$/,
      categories: ['行政地名:省会'],
    },
  ],
  [
    'Dongguan (a city without districts)',
    113.75,
    23.02,
    {
      town: '南城街道',
      landmark: null,
      famous: '东莞市',
      recommend: /^东莞市南城街道东南2\d\d米$/,
      categories: ['行政地名:乡镇街道', '行政地名:地级市'],
    },
  ],
  [
    "Qionghai, Hainan (a 县级市: 塔洋镇's seat 5.0 km off, past the 5 km radius)",
    110.4746,
    19.2584,
    {
      town: null,
      landmark: null,
      famous: '琼海市',
      recommend: '琼海市',
      categories: ['行政地名:乡镇街道'],
    },
  ],
  [
    "West Lake, Hangzhou (西湖街道's seat 2 km off, past the 1.5 km of a 区)",
    120.15,
    30.25,
    {
      town: null,
      landmark: null,
      famous: '杭州市',
      recommend: /^西湖区，杭州市南4\.8公里$/,
      categories: ['行政地名:乡镇街道'],
    },
  ],
  [
    "Xi’an (张家堡街道's seat 1.6 km off, past the 1.5 km of a 区)",
    108.9398,
    34.3416,
    {
      town: null,
      landmark: '文景路站',
      famous: '未央',
      recommend: /^未央区文景路站东2\d\d米$/,
      categories: ['交通设施服务:地铁站'],
    },
  ],
  [
    'Tsim Sha Tsui, Hong Kong',
    114.17,
    22.3,
    {
      town: null,
      landmark: '香港西九龙站',
      famous: '中环',
      recommend: /^油尖旺区香港西九龙站南2\d\d米$/,
      categories: ['交通设施服务:火车站'],
    },
  ],
  [
    'Macau',
    113.5439,
    22.1987,
    {
      town: null,
      landmark: null,
      famous: '澳门',
      recommend: /^花王堂区，澳门西7\d\d米$/,
      categories: ['行政地名:首都'],
    },
  ],
  [
    'Taipei',
    121.5,
    25.04,
    {
      town: null,
      landmark: '龙山寺站',
      famous: '台北市',
      recommend: /^台湾省龙山寺站西北9\d\d米$/,
      categories: ['交通设施服务:地铁站'],
    },
  ],
  [
    'Urumqi',
    87.6,
    43.8,
    {
      town: null,
      landmark: null,
      famous: '乌鲁木齐市',
      recommend: /^沙依巴克区，乌鲁木齐市西南3\d\d米$/,
      categories: ['行政地名:省会'],
    },
  ],
  [
    'rural Gansu (36.0, 103.5 WGS-84): no seat of 永靖县 within 10 km',
    103.5056,
    35.9988,
    {
      town: null,
      landmark: null,
      famous: '刘家峡',
      recommend: /^永靖县，刘家峡东北18\.\d公里$/,
      categories: ['交通设施服务:火车站'],
    },
  ],
  [
    'rural Henan',
    114.5,
    34.0,
    {
      town: null,
      landmark: null,
      famous: '扶沟城关镇',
      recommend: /^扶沟县，扶沟城关镇东南12\.\d公里$/,
      categories: ['行政地名:区县'],
    },
  ],
];

describe('offline answers at real places in China', () => {
  it.each(PLACES)('%s', (_label, lng, lat, expected) => {
    const { data } = geocoder.reverse({ lng, lat, poi: 1 });
    const refs = data.address_reference ?? {};
    expect(refs.town?.title ?? null).toBe(expected.town);
    expect(refs.landmark_l2?.title ?? null).toBe(expected.landmark);
    expect(refs.famous_area?.title ?? null).toBe(expected.famous);
    expect(data.formatted_addresses?.recommend).toMatch(expected.recommend);
    const categories = new Set(data.pois?.map((poi) => poi.category));
    for (const category of expected.categories) expect(categories).toContain(category);
    // Everything said in a Chinese sentence: no romanised name, no Latin code.
    for (const text of [data.formatted_addresses?.recommend, data.formatted_addresses?.rough, data.address])
      expect(text).not.toMatch(LATIN);
    for (const ref of [refs.town, refs.landmark_l2, refs.famous_area])
      expect(ref?.title ?? '').not.toMatch(LATIN);
    // A seat or station is a point: it never says the point is 内 it.
    expect(refs.town?._dir_desc).not.toBe('内');
    expect(refs.landmark_l2?._dir_desc).not.toBe('内');
    if (refs.landmark_l2) expect(refs.landmark_l2._distance).toBeLessThanOrEqual(1_000);
  });

  it('lists a station once, under its most specific kind (黄埔大道: 火车站 and 单轨列车站 in the station data)', () => {
    const { data } = geocoder.reverse({ lng: 113.3245, lat: 23.1267, poi: 1 });
    const stations = data.pois?.filter((poi) => poi.title === '黄埔大道');
    expect(stations?.map((poi) => poi.category)).toEqual(['交通设施服务:单轨列车站']);
    expect(data.pois).toHaveLength(10);
  });

  it('gives the town its official township code where the district list matches the seat', () => {
    const town = geocoder.reverse({ lng: 113.75, lat: 23.02, poi: 0 }).data.address_reference?.town;
    expect(town).toMatchObject({ id: '441900004', title: '南城街道', _dir_desc: '东南' });
  });
});
