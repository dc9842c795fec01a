import { beforeAll, describe, expect, it } from 'vitest';
import { OsmTileSource } from './osm-tiles';
import { importToTemp, MONACO } from '../test-fixtures';
import { decodeTile, layerNames, tileAt as tileOf } from '../tile-test-support';

let tiles: OsmTileSource;
beforeAll(async () => {
  tiles = new OsmTileSource(await importToTemp(MONACO));
}, 60_000);

const tileAt = (lng: number, lat: number, z: number) => {
  const { x, y } = tileOf(lng, lat, z);
  return [z, x, y] as const;
};
const decode = (bytes: Uint8Array | null) => decodeTile(bytes!);
const names = layerNames;

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
