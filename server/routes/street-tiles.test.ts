import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import { beforeAll, describe, expect, it } from 'vitest';
import { composeApp } from '../main/compose';
import { loadConfig } from '../config';
import { importToTemp, MONACO } from '../offline/osm/test-fixtures';

let dir: string;
beforeAll(async () => {
  dir = (await importToTemp(MONACO)).dir;
}, 60_000);

type Style = { sources: Record<string, { tiles?: string[] }>; layers: Array<{ id: string }> };

describe.each([
  ['offline', {}],
  ['upstream', { UPSTREAM_BASE_URL: 'http://127.0.0.1:9/' }],
])('the street-level map with the %s provider', (mode, env) => {
  let app: Awaited<ReturnType<typeof composeApp>>['app'];
  beforeAll(async () => {
    app = (await composeApp(loadConfig({ ...env, OSM_DATA_DIR: dir, RATE_LIMIT_PER_MIN: '0' }), () => {}))
      .app;
  }, 120_000);

  it('has one style route, which adds the street layers (no second route shadowing the first)', () => {
    const styleRoutes = app.routes.filter((r) => r.path === '/api/basemap/style.json' && r.method === 'GET');
    expect(styleRoutes).toHaveLength(1);
  });

  it('adds the osm source and its layers to the basemap style', async () => {
    const style = (await (await app.request('http://127.0.0.1/api/basemap/style.json')).json()) as Style;
    expect(validateStyleMin(style as never).map((error) => error.message)).toEqual([]);
    expect(style.sources.osm?.tiles).toEqual([
      expect.stringMatching(/^\/api\/osm\/tiles\/\{z\}\/\{x\}\/\{y\}\.pbf\?v=[0-9a-f]{12}$/),
    ]);
    // Where the extract has data (Monaco), so the map knows where street level ends.
    const [west, south, east, north] = (style.sources.osm as { bounds: number[] }).bounds;
    expect(west).toBeGreaterThan(7.2);
    expect(east).toBeLessThan(7.7);
    expect(south).toBeGreaterThan(43.4);
    expect(north).toBeLessThan(43.9);
    const ids = style.layers.map((layer) => layer.id);
    expect(ids).toEqual(
      expect.arrayContaining(['osm-road-minor', 'osm-road-labels', 'osm-building', 'osm-poi-labels']),
    );
    if (mode === 'offline') expect(ids.indexOf('osm-water')).toBeLessThan(ids.indexOf('country-labels'));
  });

  it('serves the tiles: a z16 tile over Monaco, 204 elsewhere, 400 past z16', async () => {
    const monaco = await app.request('/api/osm/tiles/16/34119/23895.pbf');
    expect(monaco.status).toBe(200);
    expect(monaco.headers.get('content-type')).toBe('application/x-protobuf');
    expect((await app.request('/api/osm/tiles/16/0/0.pbf')).status).toBe(204);
    expect((await app.request('/api/osm/tiles/17/0/0.pbf')).status).toBe(400);
  });
});
