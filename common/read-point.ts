import { convertPoint, type LatLng } from './convert-point';
import type { JOB_DATUMS } from '../contract/job-schema';

// One row of a table read as a point: by the batch view in the browser and by a server job's reader.

/** Which columns hold the coordinates: a lat and a lng column, or one "lat,lng" column. */
export type ColumnMapping = { kind: 'pair'; lat: number; lng: number } | { kind: 'combined'; column: number };

export type InputDatum = (typeof JOB_DATUMS)[number];

/** Why a row could not be read (the last two: a row of a names file). */
export type BadReason =
  'missing' | 'not-a-number' | 'out-of-range' | 'not-a-pair' | 'no-name' | 'name-too-long';

/** A row that cannot be read: why, and the value that was read (shortened where long). */
export interface BadCell {
  reason: BadReason;
  value: string;
}

/** Splits a combined "lat,lng" cell (comma, full-width comma, semicolon or blank between). */
export function splitCombined(cell: string): [string, string] | undefined {
  const parts = cell.trim().split(/\s*[,，;]\s*|\s+/u);
  return parts.length === 2 ? [parts[0]!, parts[1]!] : undefined;
}

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** One row's point in GCJ-02, or why it cannot be read. */
export function readPoint(
  row: readonly string[],
  mapping: ColumnMapping,
  datum: InputDatum,
): LatLng | BadCell {
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
