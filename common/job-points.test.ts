import { describe, expect, it } from 'vitest';
import { readJobPoints, writeJobPoints, type JobPoint } from './job-points';

describe("a points job's map file", () => {
  it('reads back each point as written: row, GCJ-02 point to 1e-6°, state', () => {
    const points: JobPoint[] = [
      { row: 1, lng: 116.397128, lat: 39.916527, state: 'ok' },
      { row: 7, lng: -73.985, lat: -33.5, state: 'failed' },
      { row: 9_999_999, lng: 179.999999, lat: 89.999999, state: 'pending' },
    ];
    const bytes = writeJobPoints(points);
    expect(bytes.byteLength).toBe(48);
    expect(readJobPoints(bytes.buffer as ArrayBuffer)).toEqual(points);
  });

  it('leaves out a cut last point', () => {
    const bytes = writeJobPoints([
      { row: 1, lng: 1, lat: 2, state: 'ok' },
      { row: 2, lng: 3, lat: 4, state: 'ok' },
    ]);
    expect(readJobPoints(bytes.slice(0, 30).buffer)).toEqual([{ row: 1, lng: 1, lat: 2, state: 'ok' }]);
  });
});
