import { beforeAll, describe, expect, it } from 'vitest';
import { geocodeResponseSchema, type GeocodeData } from '../../../../contract/geocode-schema';
import { composeApp } from '../../../main/compose';
import { loadConfig } from '../../../config';
import { fixture, importToTemp } from '../test-fixtures';
import { decodeTile, layerNames, tileAt } from '../tile-test-support';

// Answers on real Chinese OpenStreetMap data (#24), all three extracts imported together
// (fixtures/ATTRIBUTION.md): Haidian around China Agricultural University, Tsinghua–PKU (2017),
// central Taipei's roads. Points are GCJ-02, as the API takes them.
let app: Awaited<ReturnType<typeof composeApp>>['app'];
beforeAll(async () => {
  const { dir } = await importToTemp(
    fixture('beijing-haidian-cau.osm.pbf'),
    fixture('beijing-tsinghua-pku-2017.osm.pbf'),
    fixture('taipei-roads-clip.osm.pbf'),
  );
  app = (await composeApp(loadConfig({ OSM_DATA_DIR: dir, RATE_LIMIT_PER_MIN: '0' }), () => {})).app;
}, 120_000);

const reverse = async (lat: number, lng: number) => {
  const response = await app.request(`/api/geoToAddress?lat=${lat}&lng=${lng}&poi=1`);
  return geocodeResponseSchema.parse(await response.json()).data as GeocodeData;
};

describe('answers on real Chinese extracts', () => {
  it('中关村东路8号 (a bank with addr:housenumber=8): street, number with 号, crossroad, Chinese order', async () => {
    const data = await reverse(39.993202, 116.331314);
    expect(data.address_component).toMatchObject({
      district: '海淀区',
      street: '中关村东路',
      street_number: '8',
    });
    expect(data.address_reference?.street_number).toMatchObject({ title: '中关村东路8号', _distance: 0 });
    expect(data.address_reference?.crossroad?.title).toBe('中关村东路与成府路交叉口');
    // District, street, number: never the number first as for a Latin street.
    expect(data.formatted_addresses?.recommend).toBe('海淀区中关村东路8号');
    expect(data.pois?.[0]).toMatchObject({ title: '工商银行', category: '金融保险服务:银行' });
  });

  it('in the library of China Agricultural University, names the building, not 学清路 beside it', async () => {
    const data = await reverse(40.003427, 116.355655);
    expect(data.address_component?.street).toBe('学清路');
    expect(data.address_reference?.landmark_l2).toMatchObject({
      title: '中国农业大学东区图书馆',
      _distance: 0,
      _dir_desc: '内',
    });
    expect(data.formatted_addresses?.recommend).toBe('海淀区中国农业大学东区图书馆');
    expect(data.address_reference?.crossroad?.title).toBe('清华东路与学清路交叉口');
  });

  it('keeps a Latin-only name out of the Chinese sentence: "海淀区Teaching Building 3" never', async () => {
    // Inside the building w167169201, named only "Teaching Building 3" (and name:en).
    const data = await reverse(40.004806, 116.357098);
    // Nor is it the answer's landmark: the nearest one with a Chinese name is.
    expect(data.address_reference?.landmark_l2?.title).toBe('毛泽东雕像');
    expect(data.formatted_addresses?.recommend).toBe('海淀区小月河西路');
    for (const text of Object.values(data.formatted_addresses ?? {}))
      expect(text).not.toMatch(/\p{Script=Latin}/u);
  });

  it("keeps Taipei's street names as mapped (Traditional), crossroad included", async () => {
    const data = await reverse(25.042677, 121.521401);
    expect(data.address_component).toMatchObject({ province: '台湾省', street: '公園路' });
    expect(data.address_reference?.crossroad?.title).toBe('忠孝西路一段与公園路交叉口');
    expect(data.formatted_addresses?.recommend).toBe('台湾省公園路');
    // And the map labels there, as mapped too (the answer's province decides: Simplified elsewhere).
    const { z, x, y } = tileAt(121.521401, 25.042677, 16);
    const tile = await app.request(`/api/osm/tiles/${z}/${x}/${y}.pbf`);
    const labels = layerNames(decodeTile(new Uint8Array(await tile.arrayBuffer())), 'road');
    expect(labels).toContain('公園路');
    expect(labels).not.toContain('公园路');
  });
});

describe('the place search over real Chinese extracts', () => {
  const places = async (query: string) => {
    const response = await app.request(`/api/places?${query}`);
    return ((await response.json()) as { places: { name: string; province: string; city: string }[] }).places;
  };

  it("lists Beijing's 清华 first from the Tsinghua view, before farther townships of that name", async () => {
    const found = await places(`q=${encodeURIComponent('清华')}&near=40.00,116.33&limit=8`);
    expect(found[0]?.province).toBe('北京市');
    const beijing = found.filter((place) => place.province === '北京市').length;
    expect(found.slice(0, beijing).every((place) => place.province === '北京市')).toBe(true);
  });
});
