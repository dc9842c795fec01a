import { readJobPoints, type JobPoint } from '../../../../common/job-points';
import type { RowPoints } from '../points-layers';

// A server job's points for the map, read from the job's map file (points.bin) so the map accounts for
// the whole job and not only the result pages the table has read. Past the server's cap
// (JOBS_MAP_POINTS) the file is an even sample across the job, until the user asks for them all.

const EMPTY: RowPoints = { type: 'FeatureCollection', features: [] };

/** The map is read again once this share of the job's rows more is done (and once it ends). */
export const READ_AGAIN_SHARE = 0.1;

/** What the map shows: the points drawn, the job's points, and whether all are being read. */
export interface MapPointsState {
  collection: RowPoints;
  shown: number;
  total: number;
  loadingAll: boolean;
}

/** How far the job was: rows done and whether it had ended. */
interface Progress {
  done: number;
  ended: boolean;
}

export class JobMapPoints {
  private state: MapPointsState;
  private read: JobPoint[] = [];
  private listeners = new Set<() => void>();
  private controller = new AbortController();
  private reading = false;
  private all = false;
  /** The progress the points were last read at, and the latest one told (read after, when due). */
  private readAt: Progress | undefined;
  private latest: Progress | undefined;

  /**
   * `fetchPoints(max)`: the map file, at most `max` points (undefined: the server's cap); `job`: its
   * data rows and its rows with a point (unreadable ones are not).
   */
  constructor(
    private readonly fetchPoints: (max: number | undefined, signal: AbortSignal) => Promise<ArrayBuffer>,
    private readonly job: { rows: number; points: number },
  ) {
    this.state = { collection: EMPTY, shown: 0, total: job.points, loadingAll: false };
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  getState = () => this.state;

  /**
   * Told the job's progress at each poll: reads the points the first time, again once a tenth of the
   * rows more is done or the job ends (a read of a big job is megabytes), one read at a time.
   */
  refresh(done: number, ended: boolean) {
    this.latest = { done, ended };
    if (!this.reading && this.due()) void this.load();
  }

  /** Reads every point of the job, not a sample (the user asked: more to download and draw). */
  loadAll() {
    if (this.all) return;
    this.all = true;
    this.readAt = undefined;
    this.changed({ loadingAll: true });
    if (!this.reading) void this.load();
  }

  /** Row `row`'s point (0 = the first data row), if it has one among those read. */
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

  private due(): boolean {
    const [at, latest] = [this.readAt, this.latest];
    if (!latest || this.controller.signal.aborted) return false;
    if (!at) return true;
    if (at.ended) return false;
    if (latest.ended) return true;
    return latest.done - at.done >= Math.max(1, this.job.rows * READ_AGAIN_SHARE);
  }

  private async load() {
    this.reading = true;
    this.readAt = this.latest ?? { done: 0, ended: false };
    const all = this.all;
    let failed = false;
    try {
      const buffer = await this.fetchPoints(all ? this.job.points : undefined, this.controller.signal);
      this.read = readJobPoints(buffer);
      const collection: RowPoints = {
        type: 'FeatureCollection',
        features: this.read.map(({ row, lng, lat, state }) => ({
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [lng, lat] },
          properties: state === 'failed' ? { row: row - 1, failed: true } : { row: row - 1 },
        })),
      };
      this.changed({ collection, shown: this.read.length, loadingAll: this.all && !all });
    } catch {
      // Read again on the next poll (the table says when the server cannot be read); all of them
      // when the user asks again.
      this.readAt = undefined;
      failed = true;
      if (all) this.all = false;
      if (all) this.changed({ loadingAll: false });
    } finally {
      this.reading = false;
    }
    if (this.all !== all || (!failed && this.due())) void this.load();
  }

  private changed(part: Partial<MapPointsState>) {
    this.state = { ...this.state, ...part };
    this.listeners.forEach((listener) => listener());
  }
}
