import { convertPoint, type LatLng } from '../../map/datum';

/** Which columns hold the coordinates: a lat and a lng column, or one "lat,lng" column. */
export type ColumnMapping = { kind: 'pair'; lat: number; lng: number } | { kind: 'combined'; column: number };

export type InputDatum = 'GCJ-02' | 'WGS-84' | 'BD-09';

/** Why a row could not be read (the last two: a row of a names file). */
type BadReason = 'missing' | 'not-a-number' | 'out-of-range' | 'not-a-pair' | 'no-name' | 'name-too-long';

interface ReadPoint {
  /** Index into the data rows (0 = the first row after the header). */
  index: number;
  /** GCJ-02, as the API wants it. */
  point: LatLng;
}

export interface BadRow {
  index: number;
  reason: BadReason;
  value: string;
}

/** Splits a combined "lat,lng" cell (comma, full-width comma, semicolon or blank between). */
export function splitCombined(cell: string): [string, string] | undefined {
  const parts = cell.trim().split(/\s*[,，;]\s*|\s+/u);
  return parts.length === 2 ? [parts[0]!, parts[1]!] : undefined;
}

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** Spreadsheet row number of a data row: the header is row 1. */
export const rowNumber = (index: number) => index + 2;

/** One row's point in GCJ-02, or why it cannot be read. */
export function readPoint(
  row: readonly string[],
  mapping: ColumnMapping,
  datum: InputDatum,
): LatLng | Omit<BadRow, 'index'> {
  let latText: string;
  let lngText: string;
  if (mapping.kind === 'pair') {
    latText = (row[mapping.lat] ?? '').trim();
    lngText = (row[mapping.lng] ?? '').trim();
  } else {
    const cell = (row[mapping.column] ?? '').trim();
    if (cell === '') return { reason: 'missing', value: '' };
    const parts = splitCombined(cell);
    if (!parts) return { reason: 'not-a-pair', value: cell };
    [latText, lngText] = parts;
  }
  if (latText === '' || lngText === '') return { reason: 'missing', value: `${latText},${lngText}` };
  if (!DECIMAL.test(latText) || !DECIMAL.test(lngText))
    return { reason: 'not-a-number', value: `${latText},${lngText}` };
  const lat = Number(latText);
  const lng = Number(lngText);
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180)
    return { reason: 'out-of-range', value: `${latText},${lngText}` };
  return convertPoint({ lat, lng }, datum, 'GCJ-02');
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
