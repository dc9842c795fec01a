import type { LatLng } from '../../../../common/convert-point';
import { readPoint, type BadCell, type ColumnMapping, type InputDatum } from '../../../../common/read-point';

interface ReadPoint {
  /** Index into the data rows (0 = the first row after the header). */
  index: number;
  /** GCJ-02, as the API wants it. */
  point: LatLng;
}

export interface BadRow extends BadCell {
  index: number;
}

/** Every row read: the points to look up, and the rows that cannot be, with their reasons. */
export function readPoints(rows: readonly (readonly string[])[], mapping: ColumnMapping, datum: InputDatum) {
  const points: ReadPoint[] = [];
  const bad: BadRow[] = [];
  rows.forEach((row, index) => {
    const read = readPoint(row, mapping, datum);
    if ('reason' in read) bad.push({ index, ...read });
    else points.push({ index, point: read });
  });
  return { points, bad };
}
