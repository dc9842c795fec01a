import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { beforeAll, describe, expect, it } from 'vitest';
import { geocodeResponseSchema } from '../../../../src/api/geocode-schema';
import { composeApp } from '../../../compose';
import { loadConfig } from '../../../config';
import { MSG_ABROAD } from '../../shared/region-less-answer';
import { importToTemp, MONACO } from '../test-fixtures';
import { OsmTileSource } from './osm-tiles';

// Monaco with its extract imported: Natural Earth's outline misses the Rock and Fontvieille, which
// answered "over open sea"; the extract's own land area (relation 36990, boundary=land_area) and
// country boundary (relation 1124039, with its waters) decide instead. Outside China GCJ-02 = WGS-84.
let app: Awaited<ReturnType<typeof composeApp>>['app'];
let tiles: OsmTileSource;
beforeAll(async () => {
  const osm = await importToTemp(MONACO);
  tiles = new OsmTileSource(osm);
  app = (await composeApp(loadConfig({ OSM_DATA_DIR: osm.dir, RATE_LIMIT_PER_MIN: '0' }), () => {})).app;
}, 120_000);

const reverse = async (lat: number, lng: number) => {
  const response = await app.request(`/api/geoToAddress?lat=${lat}&lng=${lng}&poi=1`);
  return geocodeResponseSchema.parse(await response.json());
};

describe("an extract's own boundaries decide country and land", () => {
  it.each([
    ["the Prince's Palace", 43.7313, 7.4198, '摩纳哥亲王宫'],
    ['Stade Louis II', 43.7276, 7.4156, 'Stade Louis II'],
    ['the Cathedral', 43.7303, 7.423, 'Rue des Fours'],
  ])('%s is in Monaco, on land', async (_, lat, lng, recommend) => {
    const { msg, data } = await reverse(lat, lng);
    expect(msg).toBe(MSG_ABROAD);
    expect(data?.ad_info).toMatchObject({ nation: '摩纳哥', nation_code: '492' });
    expect(data?.address_component?.nation).toBe('摩纳哥');
    expect(data?.formatted_addresses?.recommend).toBe(recommend);
    expect(data?.pois?.length).toBeGreaterThan(0);
  });

  it('names no street at sea inside its waters (off the jetty of Port Hercule)', async () => {
    const { msg, data } = await reverse(43.7337, 7.4332);
    expect(msg).toMatch(/open sea/);
    expect(data?.ad_info?.nation).toBe('');
    expect(data?.address_component?.street).toBe('');
    expect(data?.formatted_addresses?.recommend).toMatch(/^海上/);
    // The nearest street stays a reference, with its distance.
    expect(data?.address_reference?.street?._distance).toBeGreaterThan(0);
  });

  it('draws its land at z16 over the basemap sea: Monaco-Ville and Fontvieille', () => {
    for (const [lng, lat] of [
      [7.4198, 43.7313],
      [7.4156, 43.7276],
    ]) {
      const n = 2 ** 16;
      const sin = Math.sin((lat! * Math.PI) / 180);
      const x = ((lng! + 180) / 360) * n;
      const y = (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * n;
      const tile = new VectorTile(new PbfReader(tiles.tile(16, Math.floor(x), Math.floor(y))!));
      const land = tile.layers.land!;
      expect(land.length).toBeGreaterThan(0);
      // The point itself is inside the land drawn (even-odd over the tile's land rings).
      const px = (x % 1) * land.extent;
      const py = (y % 1) * land.extent;
      let inside = false;
      for (let i = 0; i < land.length; i++)
        for (const ring of land.feature(i).loadGeometry())
          for (let a = 0, b = ring.length - 1; a < ring.length; b = a++) {
            const [p, q] = [ring[a]!, ring[b]!];
            if (p.y > py !== q.y > py && px < ((q.x - p.x) * (py - p.y)) / (q.y - p.y) + p.x)
              inside = !inside;
          }
      expect(inside).toBe(true);
    }
  });
});
