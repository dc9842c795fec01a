import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadOfflineGeo } from '../../geo/load-offline-geo';
import { regionLookupOf } from '../../geo/lookup/region-lookup';
import { OsmTileSource } from './osm-tiles';
import { fixture, importToTemp, MONACO } from '../test-fixtures';

let tiles: OsmTileSource;
let taipei: OsmTileSource;
beforeAll(async () => {
  // The server's own rule for where names stay as mapped: the answer's province (DataV polygons).
  const regions = regionLookupOf(loadOfflineGeo().data);
  const provinceAt = (lng: number, lat: number) => regions.find(lng, lat)?.province ?? '';
  tiles = new OsmTileSource(await importToTemp(MONACO), provinceAt);
  taipei = new OsmTileSource(await importToTemp(fixture('taipei-roads-clip.osm.pbf')), provinceAt);
}, 120_000);

/** The tile holding a point at zoom z. */
const tileAt = (lng: number, lat: number, z: number) => {
  const n = 2 ** z;
  const sin = Math.sin((lat * Math.PI) / 180);
  return [
    z,
    Math.floor(((lng + 180) / 360) * n),
    Math.floor((0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * n),
  ] as const;
};

const decode = (bytes: Uint8Array | null) => new VectorTile(new PbfReader(bytes!));
const names = (tile: VectorTile, layer: string) => {
  const out = new Set<unknown>();
  const l = tile.layers[layer];
  for (let i = 0; l && i < l.length; i++) out.add(l.feature(i).properties.name);
  return out;
};

describe('street-level tiles over Monaco', () => {
  it('draws roads with names, buildings and named POIs at z16', () => {
    const tile = decode(tiles.tile(...tileAt(7.4265, 43.7416, 16)));
    expect(names(tile, 'road')).toContain('Boulevard Princesse Charlotte');
    expect(tile.layers.building!.length).toBeGreaterThan(10);
    expect(names(tile, 'poi')).toContain("Prince's tea");
    const road = tile.layers.road!.feature(0);
    expect(road.type).toBe(2);
    expect(road.properties.class).toMatch(/^(motorway|trunk|primary|secondary|tertiary|minor|service|path)$/);
  });

  it('labels in Simplified Chinese, as the answer says the names: 摩纳哥亲王宫, not name:zh 摩納哥親王宮', () => {
    const labels = names(decode(tiles.tile(...tileAt(7.4202, 43.7314, 16))), 'poi');
    expect(labels).toContain('摩纳哥亲王宫');
    expect(labels).not.toContain('摩納哥親王宮');
  });

  it("keeps Taipei's labels as mapped (Traditional), as its answer does", () => {
    // GCJ-02 near 公園路 (chinese-extracts.test.ts); Taiwan lies outside gcoord's shift, so WGS-84 alike.
    const labels = names(decode(taipei.tile(...tileAt(121.521401, 25.042677, 16))), 'road');
    expect(labels).toContain('公園路');
    expect(labels).not.toContain('公园路');
  });

  it('keeps minor roads and POIs out of z12 tiles', () => {
    const tile = decode(tiles.tile(...tileAt(7.4265, 43.7416, 12)));
    const classes = new Set<unknown>();
    for (let i = 0; i < tile.layers.road!.length; i++)
      classes.add(tile.layers.road!.feature(i).properties.class);
    expect(
      [...classes].every((c) =>
        ['motorway', 'trunk', 'primary', 'secondary', 'tertiary'].includes(c as string),
      ),
    ).toBe(true);
    expect(tile.layers.poi).toBeUndefined();
    expect(tile.layers.building).toBeUndefined();
  });

  it('has nothing below z12 or away from the extract', () => {
    expect(tiles.tile(...tileAt(7.4265, 43.7416, 11))).toBeNull();
    expect(tiles.tile(...tileAt(116.4, 39.9, 16))).toBeNull();
  });
});
