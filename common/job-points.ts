import { JOB_POINT_STATES } from '../contract/job-schema';

// A points job's map file (JOB_POINTS_FILE): written by the server from its results, read by the view.

export interface JobPoint {
  /** 1 = the first data row. */
  row: number;
  lng: number;
  lat: number;
  state: (typeof JOB_POINT_STATES)[number];
}

/**
 * The points the batch view's map reads of a server job before the user asks for all (the server's
 * JOBS_MAP_POINTS default; an even sample across the job beyond). Measured in Chromium with
 * SwiftShader, from the file's arrival to the map's idle, and the tab's JS heap after: 100,000 points
 * 2.3-3.1 s, 17 MB; 200,000 3.7 s, 33 MB; 300,000 6.8 s, 49 MB; 1,000,000 27.5 s, 161 MB (docs/jobs.md).
 */
export const MAP_POINTS_CAP = 200_000;

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
