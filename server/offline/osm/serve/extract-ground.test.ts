import { beforeAll, describe, expect, it } from 'vitest';
import { geocodeResponseSchema } from '../../../../contract/geocode-schema';
import { composeApp } from '../../../main/compose';
import { loadConfig } from '../../../config';
import { MSG_ABROAD } from '../../shared/region-less-answer';
import { importToTemp, MONACO } from '../test-fixtures';
import { decodeTile, layerNames, tileAt } from '../tile-test-support';

// Monaco with its extract imported: Natural Earth's outline misses the Rock and Fontvieille, which
// answered "over open sea"; the extract's own land area (relation 36990, boundary=land_area) and
// country boundary (relation 1124039, with its waters) decide instead. Outside China GCJ-02 = WGS-84.
let app: Awaited<ReturnType<typeof composeApp>>['app'];
beforeAll(async () => {
  const osm = await importToTemp(MONACO);
  app = (await composeApp(loadConfig({ OSM_DATA_DIR: osm.dir, RATE_LIMIT_PER_MIN: '0' }), () => {})).app;
}, 120_000);

/** The z16 street-level tile holding a point, as the server sends it. */
async function tileAt16(lng: number, lat: number) {
  const { z, x, y } = tileAt(lng, lat, 16);
  const response = await app.request(`/api/osm/tiles/${z}/${x}/${y}.pbf`);
  return decodeTile(new Uint8Array(await response.arrayBuffer()));
}

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

  it("answers only inside its country boundary: Cap-d'Ail, beside it, is France by the base data", async () => {
    const { msg, data } = await reverse(43.728, 7.4);
    expect(msg).toBe(MSG_ABROAD);
    expect(data?.ad_info).toMatchObject({ nation: '法国', nation_code: '250' });
    expect(data?.formatted_addresses?.recommend).toBe('法国');
    // No Monaco street or POI named from the extract there.
    expect(data?.address_component?.street).toBe('');
    expect(data?.pois).toEqual([]);
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

  it('draws its land at z16 over the basemap sea, under Monaco-Ville and Fontvieille', async () => {
    for (const [lng, lat] of [
      [7.4198, 43.7313],
      [7.4156, 43.7276],
    ] as const) {
      const { land } = (await tileAt16(lng, lat)).layers;
      expect(land).toBeDefined();
      // The point itself is inside the land drawn (even-odd over the tile's land rings).
      const [px, py] = tileAt(lng, lat, 16).within.map((t) => t * land!.extent);
      let inside = false;
      for (let i = 0; i < land!.length; i++)
        for (const ring of land!.feature(i).loadGeometry())
          for (let a = 0, b = ring.length - 1; a < ring.length; b = a++) {
            const [p, q] = [ring[a]!, ring[b]!];
            if (p.y > py! !== q.y > py! && px! < ((q.x - p.x) * (py! - p.y)) / (q.y - p.y) + p.x)
              inside = !inside;
          }
      expect(inside).toBe(true);
    }
  });

  it('labels in Simplified Chinese, as the answer says the names: 摩纳哥亲王宫, not name:zh 摩納哥親王宮', async () => {
    const labels = layerNames(await tileAt16(7.4202, 43.7314), 'poi');
    expect(labels).toContain('摩纳哥亲王宫');
    expect(labels).not.toContain('摩納哥親王宮');
  });
});
