import { parentPort, workerData } from 'node:worker_threads';
import { deserializeGeoData } from '../cache/cache-file';
import { TileSource } from './tile-source';

// The tile worker's thread: cuts and encodes tiles from the prepared data the main
// thread shares with it (no copy), so tile work never blocks geocoding and its
// garbage stays inside this thread's own, capped heap.

export interface TileRequest {
  id: number;
  z: number;
  x: number;
  y: number;
}

export type TileReply = { id: number; tile: Uint8Array | null } | { id: number; error: string };

const port = parentPort;
if (port) {
  const tiles = new TileSource(deserializeGeoData(Buffer.from(workerData.buffer as SharedArrayBuffer)));
  port.on('message', ({ id, z, x, y }: TileRequest) => {
    try {
      // A copy: the original stays in the tile cache.
      const tile = tiles.tile(z, x, y)?.slice() ?? null;
      port.postMessage({ id, tile } satisfies TileReply, tile ? [tile.buffer] : []);
    } catch (error) {
      port.postMessage({
        id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies TileReply);
    }
  });
}
