import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { placesResponseSchema } from '../../../../contract/place-schema';
import { composeApp } from '../../../main/compose';
import { loadConfig } from '../../../config';
import type { OsmPlace } from '../format/data-format';
import { EDGE_CASES, importToTemp, MONACO } from '../test-fixtures';

let app: Awaited<ReturnType<typeof composeApp>>['app'];
let dir: string;
beforeAll(async () => {
  ({ dir } = await importToTemp(MONACO, EDGE_CASES));
  app = (await composeApp(loadConfig({ OSM_DATA_DIR: dir, RATE_LIMIT_PER_MIN: '0' }), () => {})).app;
}, 180_000);

const places = async (q: string, near = '') => {
  const response = await app.request(`/api/places?q=${encodeURIComponent(q)}${near && `&near=${near}`}`);
  expect(response.status).toBe(200);
  return placesResponseSchema.parse(await response.json()).places;
};

describe('OpenStreetMap names in /api/places', () => {
  it('finds a Monaco street once (its ways joined), placed on the street, with the town as its district', async () => {
    const found = await places('Boulevard Princesse Charlotte');
    const streets = found.filter((p) => p.kind === 'street');
    expect(streets).toHaveLength(1);
    expect(streets[0]).toMatchObject({ name: 'Boulevard Princesse Charlotte', district: '摩纳哥' });
    expect(streets[0]!.id).toMatch(/^osm:w\d+$/);
    // The boulevard runs east–west across Monte-Carlo, north of the Casino.
    expect(streets[0]!.lat).toBeGreaterThan(43.738);
    expect(streets[0]!.lat).toBeLessThan(43.745);
  });

  it('finds POIs, stations and the town itself (its outline extent, to fit)', async () => {
    // The palace is a multipolygon relation named 摩納哥親王宮 in name:zh.
    const [palace] = await places('摩納哥親王宮');
    expect(palace).toMatchObject({ kind: 'poi', id: 'osm:r393226', district: '摩纳哥' });
    const [station] = await places('Monaco - Monte Carlo');
    expect(station).toMatchObject({ kind: 'station', id: 'osm:n9952646938' });
    const town = (await places('摩纳哥')).find((p) => p.id === 'osm:r2220322')!;
    expect(town.kind).toBe('township');
    const [west, south, east, north] = town.bbox!;
    expect([west < town.lng, east > town.lng, south < town.lat, north > town.lat]).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });

  it('matches Chinese OSM names by full pinyin and initials, read at import', async () => {
    const saved = JSON.parse(readFileSync(join(dir, 'extract-2.places.json'), 'utf8')) as OsmPlace[];
    expect(saved.find((p) => p.name === '东长安街')?.syllables).toEqual(['dong', 'chang', 'an', 'jie']);
    const near = '39.9087,116.4074';
    expect((await places('dongchanganjie', near))[0]).toMatchObject({ name: '东长安街', kind: 'street' });
    expect((await places('dcaj', near)).map((p) => p.name)).toContain('东长安街');
  });

  it('finds an OSM object by its other names (name:en, name:it, `name` beside name:zh), shown by its Chinese one', async () => {
    // The stadium (w49209155): name Stade Louis-II, name:zh 路易二世體育場, name:en Louis II Stadium, name:it Stadio Louis II.
    for (const q of ['Louis II Stadium', 'stadio louis', 'Stade Louis-II'])
      expect((await places(q)).find((p) => p.id === 'osm:w49209155')).toMatchObject({
        name: '路易二世體育場',
      });
  });

  it('says, for a search that finds nothing near a point, its province and whether street data covers it', async () => {
    const coverage = async (near: string) => {
      const response = await app.request(`/api/places?q=zzqqxx&near=${near}`);
      return placesResponseSchema.parse(await response.json()).coverage;
    };
    expect(await coverage('31.2304,121.4737')).toEqual({ province: '上海市', street_data: false });
    expect(await coverage('39.9087,116.4074')).toEqual({ province: '北京市', street_data: true });
    const found = await app.request('/api/places?q=Louis&near=43.7278,7.4156');
    expect(placesResponseSchema.parse(await found.json()).coverage).toBeUndefined();
  });
});
