import { JOB_POINT_STATES } from '../contract/job-schema';

// A points job's map file (JOB_POINTS_FILE): written by the server from its results, read by the view.

export interface JobPoint {
  /** 1 = the first data row. */
  row: number;
  lng: number;
  lat: number;
  state: (typeof JOB_POINT_STATES)[number];
}

const BYTES = 16;
const SCALE = 1e6;

/** The points as the file's bytes (16 a point). */
export function writeJobPoints(points: readonly JobPoint[]): Uint8Array {
  const bytes = new Uint8Array(points.length * BYTES);
  const view = new DataView(bytes.buffer);
  points.forEach(({ row, lng, lat, state }, index) => {
    const at = index * BYTES;
    view.setInt32(at, row, true);
    view.setInt32(at + 4, Math.round(lng * SCALE), true);
    view.setInt32(at + 8, Math.round(lat * SCALE), true);
    view.setInt32(at + 12, JOB_POINT_STATES.indexOf(state), true);
  });
  return bytes;
}

/** The file's points, in its order; a cut last point is left out. */
export function readJobPoints(buffer: ArrayBuffer): JobPoint[] {
  const view = new DataView(buffer);
  const count = Math.floor(buffer.byteLength / BYTES);
  const points: JobPoint[] = new Array(count);
  for (let index = 0; index < count; index += 1) {
    const at = index * BYTES;
    points[index] = {
      row: view.getInt32(at, true),
      lng: view.getInt32(at + 4, true) / SCALE,
      lat: view.getInt32(at + 8, true) / SCALE,
      state: JOB_POINT_STATES[view.getInt32(at + 12, true)] ?? 'pending',
    };
  }
  return points;
}
