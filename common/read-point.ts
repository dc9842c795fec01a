import { convertPoint, type LatLng } from './convert-point';
import { readCoordinate, splitCombined } from './coordinate-text';
import type { JOB_DATUMS } from '../contract/job-schema';

// One row of a table read as a point: by the batch view in the browser and by a server job's reader.

/** Which columns hold the coordinates: a lat and a lng column, or one "lat,lng" (or "lng,lat") column. */
export type ColumnMapping =
  { kind: 'pair'; lat: number; lng: number } | { kind: 'combined'; column: number; lngFirst?: boolean };

export type InputDatum = (typeof JOB_DATUMS)[number];

/** Why a row could not be read (the last two: a row of a names file). */
export type BadReason =
  'missing' | 'not-a-number' | 'out-of-range' | 'not-a-pair' | 'no-name' | 'name-too-long';

/** A row that cannot be read: why, and the value that was read (shortened where long). */
export interface BadCell {
  reason: BadReason;
  value: string;
}

/** One row's point in GCJ-02, or why it cannot be read (the forms read: coordinate-text.ts). */
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
    [latText, lngText] = mapping.lngFirst ? [parts[1], parts[0]] : parts;
  }
  if (latText === '' || lngText === '') return { reason: 'missing', value: `${latText},${lngText}` };
  const lat = readCoordinate(latText, 'lat');
  const lng = readCoordinate(lngText, 'lng');
  if (lat === undefined || lng === undefined)
    return { reason: 'not-a-number', value: `${latText},${lngText}` };
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180)
    return { reason: 'out-of-range', value: `${latText},${lngText}` };
  return convertPoint({ lat, lng }, datum, 'GCJ-02');
}
