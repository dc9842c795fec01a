import type Flatbush from 'flatbush';
import type { GeometryKind } from '../format/data-format';
import { ringsContain, type Line } from '../format/rings';

/** One table, as typed-array views over the extract's .bin file (no copy). */
export interface OsmTable {
  kind: GeometryKind;
  count: number;
  coords: Int32Array;
  partEnds: Uint32Array;
  featureEnds: Uint32Array;
  props: Record<string, Int32Array>;
  index: Flatbush;
}

/** [from, to) coordinate-pair ranges of each part (ring or line) of feature f. */
export function featureParts(table: OsmTable, f: number): Array<[number, number]> {
  const first = f === 0 ? 0 : table.featureEnds[f - 1]!;
  const last = table.featureEnds[f]!;
  const parts: Array<[number, number]> = [];
  for (let p = first; p < last; p++) parts.push([p === 0 ? 0 : table.partEnds[p - 1]!, table.partEnds[p]!]);
  return parts;
}

/** Whether polygon feature f contains the point (even-odd over its rings). */
export function ringsContainer(table: OsmTable, f: number, lng: number, lat: number): boolean {
  return ringsContain(table.coords, featureParts(table, f), lng, lat);
}

/** The first ring of polygon feature f as flat degrees. */
export function outerRing(table: OsmTable, f: number): Line {
  const [from, to] = featureParts(table, f)[0]!;
  return Array.from(table.coords.subarray(from * 2, to * 2), (v) => v / 1e7);
}
