import { readJobPoints, type JobPoint } from '../../../../common/job-points';
import type { RowPoints } from '../points-layers';

// A server job's points for the map: every readable row's, read whole from the job's map file
// (points.bin), again as more rows are done, so the map accounts for all of them and not only the
// result pages the table has read.

const EMPTY: RowPoints = { type: 'FeatureCollection', features: [] };

export class JobMapPoints {
  /** The points drawn: `row` as the table counts it (0 = the first data row). */
  collection: RowPoints = EMPTY;
  private read: JobPoint[] = [];
  private listeners = new Set<() => void>();
  private controller = new AbortController();
  private reading = false;
  /** The done count the points were last asked for, and the one asked for since (read after). */
  private askedFor = -1;
  private wanted = -1;

  constructor(private readonly fetchPoints: (signal: AbortSignal) => Promise<ArrayBuffer>) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  getCollection = () => this.collection;

  /** Reads the points again when `done` has grown since they were read (one read at a time). */
  refresh(done: number) {
    this.wanted = done;
    if (this.reading || done === this.askedFor) return;
    void this.load(done);
  }

  /** Row `row`'s point (0 = the first data row), if it has one. */
  pointOf(row: number): { lat: number; lng: number } | undefined {
    // The file is in row order.
    let [low, high] = [0, this.read.length - 1];
    while (low <= high) {
      const middle = (low + high) >> 1;
      const found = this.read[middle]!;
      if (found.row === row + 1) return { lat: found.lat, lng: found.lng };
      if (found.row < row + 1) low = middle + 1;
      else high = middle - 1;
    }
    return undefined;
  }

  stop() {
    this.controller.abort();
  }

  private async load(done: number) {
    this.reading = true;
    this.askedFor = done;
    try {
      this.read = readJobPoints(await this.fetchPoints(this.controller.signal));
      this.collection = {
        type: 'FeatureCollection',
        features: this.read.map(({ row, lng, lat, state }) => ({
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [lng, lat] },
          properties: state === 'failed' ? { row: row - 1, failed: true } : { row: row - 1 },
        })),
      };
      this.listeners.forEach((listener) => listener());
    } catch {
      // Read again on the next ask (the table says when the server cannot be read).
      this.askedFor = -1;
      return;
    } finally {
      this.reading = false;
    }
    if (this.wanted !== done && !this.controller.signal.aborted) void this.load(this.wanted);
  }
}
