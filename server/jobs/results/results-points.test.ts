import { describe, expect, it } from 'vitest';
import { readJobPoints } from '../../../common/job-points';
import type { JobRow } from './job-rows';
import { resultsPoints, type PointsSample } from './results-points';

/** `count` rows, each with a point but every tenth (unreadable), the first half done. */
async function* rows(count: number): AsyncGenerator<JobRow> {
  for (let row = 1; row <= count; row += 1) {
    if (row % 10 === 0) yield { input: { row, cells: [], bad: 'invalid_point' } };
    else
      yield {
        input: { row, cells: [], point: { lat: 30, lng: 120 + row / 1e5 } },
        outcome: row <= count / 2 ? { row, status: 'ok' } : undefined,
      };
  }
}

async function pointRows(count: number, sample: PointsSample) {
  const pieces: Uint8Array[] = [];
  for await (const piece of resultsPoints(rows(count), sample)) pieces.push(piece);
  const bytes = new Uint8Array(pieces.reduce((sum, piece) => sum + piece.byteLength, 0));
  pieces.reduce((at, piece) => (bytes.set(piece, at), at + piece.byteLength), 0);
  return readJobPoints(bytes.buffer).map(({ row }) => row);
}

describe('points.bin of a job with more points than asked for', () => {
  // 10,000 rows, 9,000 of them points (rows 10, 20, … unreadable).
  const TOTAL = 9000;

  it('under the cap, or without one, sends every point in row order', async () => {
    const every = await pointRows(10_000, { total: TOTAL });
    expect(every).toHaveLength(TOTAL);
    expect(every.slice(0, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 11]);
    expect(await pointRows(10_000, { total: TOTAL, max: TOTAL })).toEqual(every);
    expect(await pointRows(10_000, { total: TOTAL, max: 1_000_000 })).toEqual(every);
  });

  it('over it, an even sample across the whole job: the first and the last point kept, evenly spaced between', async () => {
    const every = await pointRows(10_000, { total: TOTAL });
    const sampled = await pointRows(10_000, { total: TOTAL, max: 1000 });
    expect(sampled).toHaveLength(1000);
    expect(sampled[0]).toBe(1);
    expect(sampled.at(-1)).toBe(9999);
    // Each kept point is 8,998 / 999 ≈ 9.007 points on from the one before: 9 or 10, never bunched at the start.
    const places = sampled.map((row) => every.indexOf(row));
    const gaps = new Set(places.slice(1).map((place, index) => place - places[index]!));
    expect([...gaps].sort((a, b) => a - b)).toEqual([9, 10]);
    expect(places[500]).toBe(Math.round((500 * (TOTAL - 1)) / 999));
  });

  it('a cap of 2 keeps the first and the last, of 1 the first', async () => {
    expect(await pointRows(10_000, { total: TOTAL, max: 2 })).toEqual([1, 9999]);
    expect(await pointRows(10_000, { total: TOTAL, max: 1 })).toEqual([1]);
  });
});
