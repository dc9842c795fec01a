import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';

/** The z/x/y of the tile holding a point, and the point's place inside it (0…1 of its width). */
export function tileAt(lng: number, lat: number, z: number) {
  const n = 2 ** z;
  const sin = Math.sin((lat * Math.PI) / 180);
  const x = ((lng + 180) / 360) * n;
  const y = (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * n;
  return { z, x: Math.floor(x), y: Math.floor(y), within: [x % 1, y % 1] as const };
}

export const decodeTile = (bytes: Uint8Array) => new VectorTile(new PbfReader(bytes));

/** The `name` of each feature of a layer. */
export function layerNames(tile: VectorTile, layer: string): Set<unknown> {
  const out = new Set<unknown>();
  const l = tile.layers[layer];
  for (let i = 0; l && i < l.length; i++) out.add(l.feature(i).properties.name);
  return out;
}
