import type { Worker } from 'node:worker_threads';
import { startWorker } from '../../shared/ts-worker';
import type { TileReply, TileRequest } from './tile-worker';

/** The worker's heap cap: tile garbage is collected early instead of growing the process. */
const WORKER_HEAP_MB = 192;
/**
 * Its young generation, kept small: cutting tiles makes short-lived garbage in bursts, and a
 * small nursery is swept more often instead of growing (geocoder bench: RSS after the bench's
 * tiles ~30 MB lower, the worker's CPU for them ~5 % higher).
 */
const WORKER_YOUNG_MB = 4;

/**
 * Sends tile requests to a worker thread running tile-worker.ts. The worker starts
 * on the first request; if it dies, pending requests fail and the next one starts a
 * new worker.
 */
export class TileWorkerClient {
  private worker?: Worker;
  private nextId = 0;
  private readonly pending = new Map<
    number,
    { done: (tile: Uint8Array | null) => void; fail: (e: Error) => void }
  >();

  constructor(private readonly buffer: SharedArrayBuffer) {}

  tile(z: number, x: number, y: number): Promise<Uint8Array | null> {
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    return new Promise((done, fail) => {
      this.pending.set(id, { done, fail });
      worker.postMessage({ id, z, x, y } satisfies TileRequest);
    });
  }

  private start(): Worker {
    const worker = startWorker(new URL('./tile-worker.ts', import.meta.url), {
      workerData: { buffer: this.buffer },
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: WORKER_YOUNG_MB },
    });
    worker.unref(); // never keeps the process alive
    worker.on('message', (reply: TileReply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if ('error' in reply) waiting.fail(new Error(`tile worker: ${reply.error}`));
      else waiting.done(reply.tile);
    });
    const stop = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const waiting of this.pending.values()) waiting.fail(error);
      this.pending.clear();
    };
    worker.on('error', stop);
    worker.on('exit', (code) => stop(new Error(`tile worker exited with code ${code}`)));
    this.worker = worker;
    return worker;
  }

  async close(): Promise<void> {
    await this.worker?.terminate();
  }
}
