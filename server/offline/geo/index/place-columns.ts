import { PLACE_KINDS } from '../../../../contract/place-schema';
import type { PlaceEntry } from '../../shared/place-entry';
import { itemAt, packText, type PackedText } from '../../shared/packed-text';

/**
 * The index's places in columns: numbers in typed arrays, texts packed, the region names
 * (repeated by thousands of places) each once. A cache of it is read back without an object
 * or a string per place; a place is made an object only when a search returns it.
 */
export interface PlaceColumns {
  lng: Float64Array;
  lat: Float64Array;
  importance: Float64Array;
  /** Index in PLACE_KINDS. */
  kind: Uint8Array;
  ids: PackedText;
  names: PackedText;
  /** Each distinct adcode, province, city and district name once; a place holds four indexes (4i…4i+3). */
  labels: PackedText;
  regions: Uint32Array;
  /** [west, south, east, north] per place; NaN where the place has no extent. */
  bbox: Float64Array;
}

const REGION_FIELDS = ['adcode', 'province', 'city', 'district'] as const;

export function toColumns(entries: readonly PlaceEntry[]): PlaceColumns {
  const count = entries.length;
  const labels = new Map<string, number>();
  const label = (text: string) => {
    let i = labels.get(text);
    if (i === undefined) labels.set(text, (i = labels.size));
    return i;
  };
  const regions = new Uint32Array(count * 4);
  const bbox = new Float64Array(count * 4).fill(NaN);
  entries.forEach((entry, i) => {
    REGION_FIELDS.forEach((field, k) => (regions[i * 4 + k] = label(entry[field])));
    if (entry.bbox) bbox.set(entry.bbox, i * 4);
  });
  return {
    lng: Float64Array.from(entries, (e) => e.lng),
    lat: Float64Array.from(entries, (e) => e.lat),
    importance: Float64Array.from(entries, (e) => e.importance),
    kind: Uint8Array.from(entries, (e) => PLACE_KINDS.indexOf(e.kind)),
    ids: packText(entries.map((e) => e.id)),
    names: packText(entries.map((e) => e.name)),
    labels: packText([...labels.keys()]),
    regions,
    bbox,
  };
}

export const placeCount = (columns: PlaceColumns) => columns.lng.length;

/** Place i as the search returns it (without the syllables its source may have read). */
export function placeAt(columns: PlaceColumns, i: number): PlaceEntry {
  const [adcode, province, city, district] = REGION_FIELDS.map((_, k) =>
    itemAt(columns.labels, columns.regions[i * 4 + k]!),
  ) as [string, string, string, string];
  const entry: PlaceEntry = {
    id: itemAt(columns.ids, i),
    name: itemAt(columns.names, i),
    kind: PLACE_KINDS[columns.kind[i]!]!,
    lng: columns.lng[i]!,
    lat: columns.lat[i]!,
    importance: columns.importance[i]!,
    adcode,
    province,
    city,
    district,
  };
  const w = columns.bbox[i * 4]!;
  if (!Number.isNaN(w))
    entry.bbox = [w, columns.bbox[i * 4 + 1]!, columns.bbox[i * 4 + 2]!, columns.bbox[i * 4 + 3]!];
  return entry;
}
