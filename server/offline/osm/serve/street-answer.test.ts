import { beforeAll, describe, expect, it } from 'vitest';
import { geocodeResponseSchema, type GeocodeData } from '../../../../contract/geocode-schema';
import { healthSchema } from '../../../../contract/health-schema';
import { composeApp } from '../../../main/compose';
import { loadConfig } from '../../../config';
import { runImport } from '../import/run-import';
import { streetAddress } from './street-answer';
import { fieldSources } from '../../../../contract/field-sources';
import { presentPanelFields } from '../../../../test-support/panel-fields';
import { collector, fixture, importToTemp, MONACO } from '../test-fixtures';

let app: Awaited<ReturnType<typeof composeApp>>['app'];
beforeAll(async () => {
  const { dir } = await importToTemp(MONACO);
  // A later import of a corrupt file fails and must leave Monaco serving.
  await expect(runImport([fixture('corrupt-truncated.osm.pbf')], dir, collector().out)).rejects.toThrow(
    /truncated/,
  );
  const config = loadConfig({ OSM_DATA_DIR: dir, RATE_LIMIT_PER_MIN: '0' });
  app = (await composeApp(config, () => {})).app;
}, 120_000);

const reverse = async (lat: number, lng: number) => {
  const response = await app.request(`/api/geoToAddress?lat=${lat}&lng=${lng}&poi=1`);
  const body = geocodeResponseSchema.parse(await response.json());
  return body.data as GeocodeData;
};

describe('answers with an imported extract', () => {
  it('fills street, number, references and POIs where the extract covers the point', async () => {
    const data = await reverse(43.7416, 7.4265);
    expect(data.address_component).toMatchObject({
      street: 'Boulevard Princesse Charlotte',
      street_number: '35',
    });
    expect(data.address_reference?.street).toMatchObject({
      title: 'Boulevard Princesse Charlotte',
      _dir_desc: '南',
    });
    expect(data.address_reference?.street_number).toMatchObject({
      title: '35 Boulevard Princesse Charlotte',
    });
    expect(data.address_reference?.crossroad?.title).toMatch(/^.+与.+交叉口$/);
    expect(data.address_reference?.landmark_l2?.title).toBe('Église Saint-Charles');
    expect(data.formatted_addresses?.recommend).toBe('35 Boulevard Princesse Charlotte');
    expect(data.pois?.[0]).toMatchObject({ title: "Prince's tea", category: '购物服务:糖果店' });
  });

  it("names the extract with its PBF header's timestamp as the source of every street-level field", async () => {
    const data = await reverse(43.7416, 7.4265);
    const extract = {
      id: 'osm:monaco-latest.osm.pbf',
      name: 'OpenStreetMap monaco-latest.osm.pbf',
      licence: 'ODbL 1.0',
      date: '2025-02-11T21:21:02.000Z',
    };
    const street = [
      'address_component.street',
      'address_component.street_number',
      'formatted_addresses.recommend',
    ];
    for (const path of [...street, 'address_reference.street', 'address_reference.crossroad', 'pois'])
      expect(fieldSources(data._sources, path), path).toContainEqual(extract);
    for (const path of presentPanelFields(data))
      expect(fieldSources(data._sources, path), path).not.toHaveLength(0);
  });

  it('wins over the open data where the extract covers the point: town and famous_area from OSM', async () => {
    // Without the extract, famous_area here is Natural Earth's 摩纳哥 1.7 km away (id ne:…).
    const refs = (await reverse(43.7397, 7.4284)).address_reference;
    expect(refs?.town).toMatchObject({ id: 'r2220322', title: '摩纳哥', _distance: 0, _dir_desc: '内' });
    expect(refs?.famous_area?.id).toMatch(/^n\d+$/);
    expect(refs?.famous_area?.title).toBe('Monte-Carlo');
  });

  it("says Chinese names in Simplified abroad (name:zh 摩納哥親王宮 at the Prince's Palace)", async () => {
    const data = await reverse(43.7314, 7.4202);
    const titles = [data.address_reference?.landmark_l2?.title, ...(data.pois ?? []).map((poi) => poi.title)];
    expect(titles).toContain('摩纳哥亲王宫');
    expect(titles.join()).not.toMatch(/[納親宮]/);
  });

  it('answers with the named building or site the point is in, not the tunnel under it', async () => {
    // In the Prince's Palace (relation 393226, historic=castle; its courtyard is a hole), whose
    // nearest street is Tunnel Rocher Palais, 13 m off, under it.
    const data = await reverse(43.7313, 7.4198);
    expect(data.address_component?.street).toBe('Tunnel Rocher Palais');
    expect(data.formatted_addresses?.recommend).toBe('摩纳哥亲王宫');
    expect(data.address_reference?.landmark_l2).toMatchObject({
      id: 'r393226',
      title: '摩纳哥亲王宫',
      _distance: 0,
      _dir_desc: '内',
    });
  });

  it('changes nothing elsewhere', async () => {
    const data = await reverse(39.909, 116.397);
    expect(data.address_component).toMatchObject({ district: '东城区', street: '', street_number: '' });
    expect(data.address_reference?.street).toBeUndefined();
  });

  it('reports the extract in /api/health', async () => {
    const health = healthSchema.parse(await (await app.request('/api/health')).json());
    expect(health.osm?.extracts).toEqual([
      expect.objectContaining({
        file: 'monaco-latest.osm.pbf',
        replication_timestamp: '2025-02-11T21:21:02.000Z',
        bbox: [7.408583, 43.483817, 7.595671, 43.75293],
        counts: expect.objectContaining({ nodes: 39586, ways: 5777 }),
      }),
    ]);
    expect(health.osm?.attribution).toBe('© OpenStreetMap contributors (ODbL)');
  });
});

describe('streetAddress', () => {
  it('writes a Chinese street with 号 and a Latin one number first', () => {
    expect(streetAddress('东长安街', '1')).toBe('东长安街1号');
    expect(streetAddress('东长安街', '甲1号')).toBe('东长安街甲1号');
    expect(streetAddress('Rue Grimaldi', '12')).toBe('12 Rue Grimaldi');
    expect(streetAddress('Rue Grimaldi', '')).toBe('Rue Grimaldi');
  });
});
