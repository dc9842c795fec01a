import type { LegacyTile } from 'geojson-vt';
import { LRUCache } from 'lru-cache';
import { fromGeojsonVt } from 'vt-pbf';
import { BoundedTileIndex } from './bounded-tile-index';
import type { GeoData } from '../data/geo-data';
import { TILE_LAYERS, type TileLayerSpec } from './tile-layers';

/** Tiles are cut with full detail up to this zoom; the style's source stops at BASEMAP_MAXZOOM and overzooms. */
export const MAX_TILE_ZOOM = 10;
export const BASEMAP_MAXZOOM = 10;
const EXTENT = 4096;
const CACHED_TILES = 512;
/** Stands for "nothing to draw here" in the cache (lru-cache keeps no null values). */
const EMPTY = new Uint8Array(0);
/** Tiles geojson-vt may keep per layer beyond those made up front; then it starts again (RSS stays bounded). */
const EXTRA_TILES_PER_LAYER = 500;

/**
 * Mapbox vector tiles cut on demand from the prepared data with geojson-vt and
 * encoded with vt-pbf. Each layer's index is made on its first use (or in the
 * background after the first tile); encoded tiles are kept in an LRU cache.
 * The server runs this in the tile worker (tile-worker.ts).
 */
export class TileSource {
  private readonly indexes = new Map<TileLayerSpec, BoundedTileIndex>();
  private readonly cache = new LRUCache<string, Uint8Array>({ max: CACHED_TILES });
  private warming = false;

  constructor(
    private readonly data: GeoData,
    private readonly layers: readonly TileLayerSpec[] = TILE_LAYERS,
  ) {}

  /** The encoded tile, or null when no layer has anything there. z/x/y must already be valid. */
  tile(z: number, x: number, y: number): Uint8Array | null {
    this.warmUp();
    const key = `${z}/${x}/${y}`;
    let encoded = this.cache.get(key);
    if (!encoded) {
      encoded = this.encode(z, x, y) ?? EMPTY;
      this.cache.set(key, encoded);
    }
    return encoded === EMPTY ? null : encoded;
  }

  private encode(z: number, x: number, y: number): Uint8Array | null {
    const layers: Record<string, LegacyTile> = {};
    for (const layer of this.layers) {
      if (z < layer.minzoom || z > (layer.maxzoom ?? Infinity)) continue;
      if (layer.carries && !layer.carries(z, x, y, this.data)) continue;
      const tile = this.index(layer).getTile(z, x, y);
      if (!tile) continue;
      // Labels carry the zoom they start at; leave out the ones not shown yet.
      const features = tile.features.filter((feature) => {
        const minzoom = feature.tags?.minzoom;
        return typeof minzoom !== 'number' || z >= minzoom;
      });
      if (features.length > 0)
        layers[layer.name] = { features: [...(layers[layer.name]?.features ?? []), ...features] };
    }
    if (Object.keys(layers).length === 0) return null;
    return fromGeojsonVt(layers, { version: 2, extent: EXTENT });
  }

  private index(layer: TileLayerSpec): BoundedTileIndex {
    let index = this.indexes.get(layer);
    if (!index) {
      // Pre-cut down to z7 where a tile still has over 10k points, so a tile up to z10 is at most three
      // clipping steps away (bench: p95 a few ms); costs ~1 s and ~100 MB once, for the district layer.
      index = new BoundedTileIndex(
        layer.build(this.data),
        {
          maxZoom: MAX_TILE_ZOOM,
          indexMaxZoom: 7,
          indexMaxPoints: 10000,
          extent: EXTENT,
          buffer: 64,
          tolerance: 3,
        },
        EXTRA_TILES_PER_LAYER,
      );
      this.indexes.set(layer, index);
    }
    return index;
  }

  /**
   * After the first tile (the map has opened), makes the other layers' indexes one per
   * event-loop turn, so zooming in later does not wait ~1 s for the district layers
   * and requests in between are still served.
   */
  private warmUp() {
    if (this.warming) return;
    this.warming = true;
    const pending = [...this.layers];
    const step = () => {
      const layer = pending.shift();
      if (!layer) return;
      this.index(layer);
      setTimeout(step, 0).unref();
    };
    setTimeout(step, 0).unref();
  }

  /** Names of the layers whose index is made. */
  get preparedLayers(): string[] {
    return [...this.indexes.keys()].map((layer) => layer.name);
  }

  /** Makes every layer's index now (the benchmark calls this; tiles never need to). */
  prepare(): void {
    for (const layer of this.layers) this.index(layer);
  }
}
