import GeoJSONVT, { type LegacyTile, type Options } from 'geojson-vt';
import type { GeoJSON } from 'geojson';

/**
 * What geojson-vt keeps per instance (public per its source: "tiles and tileCoords are
 * part of the public API", though its .d.ts leaves them out). `source` is the clipped
 * geometry a tile keeps so that tiles below it can still be cut.
 */
interface GeoJsonVtInternals {
  tiles: Record<string, { source: unknown }>;
  tileCoords: unknown[];
}

/**
 * A geojson-vt index whose memory stays bounded. geojson-vt keeps every tile it ever
 * cuts; here, once more than `maxExtraTiles` have been cut since the index was made,
 * it is put back as it was made (the tiles made at construction, each with the source
 * geometry it had then), so later tiles are cut again from there. The encoded tiles a
 * caller caches are unaffected.
 */
export class BoundedTileIndex {
  private readonly index: GeoJSONVT;
  private readonly madeTiles: Map<string, { tile: { source: unknown }; source: unknown }>;
  private readonly madeCount: number;
  /** How many times the index was put back (for tests and diagnostics). */
  resets = 0;

  constructor(
    data: GeoJSON,
    options: Options,
    private readonly maxExtraTiles: number,
  ) {
    this.index = new GeoJSONVT(data, options);
    const internals = this.internals();
    this.madeTiles = new Map(
      Object.entries(internals.tiles).map(([id, tile]) => [id, { tile, source: tile.source }]),
    );
    this.madeCount = internals.tileCoords.length;
  }

  private internals(): GeoJsonVtInternals {
    return this.index as unknown as GeoJsonVtInternals;
  }

  getTile(z: number, x: number, y: number): LegacyTile | null {
    const internals = this.internals();
    if (internals.tileCoords.length - this.madeCount > this.maxExtraTiles) this.reset(internals);
    return this.index.getTile(z, x, y);
  }

  private reset(internals: GeoJsonVtInternals) {
    const tiles: GeoJsonVtInternals['tiles'] = {};
    for (const [id, made] of this.madeTiles) {
      made.tile.source = made.source;
      tiles[id] = made.tile;
    }
    internals.tiles = tiles;
    internals.tileCoords.length = this.madeCount;
    this.resets++;
  }
}
