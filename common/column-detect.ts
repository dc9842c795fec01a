import { halfWidth, isCoordinatePair, isLngFirstPair } from './coordinate-text';
import type { ColumnMapping } from './read-point';

// Runs in the file reader's worker (the page gets the mapping with the table) and in a server job's reader.

const LAT_NAMES = ['lat', 'latitude', '纬度', '緯度', 'y', 'lat_gcj02', 'lat_wgs84', 'wd', 'weidu'];
const LNG_NAMES = [
  'lng',
  'lon',
  'long',
  'longitude',
  '经度',
  '經度',
  'x',
  'lng_gcj02',
  'lng_wgs84',
  'jd',
  'jingdu',
];
const COMBINED_NAMES = [
  'lat,lng',
  'latlng',
  'lat/lng',
  'location',
  'coordinates',
  'coordinate',
  'coords',
  '坐标',
  '经纬度',
  '纬度,经度',
  '纬度/经度',
  '緯度,經度',
  '經緯度',
  '位置',
];
// A combined column's header that names the longitude first (an Amap or GeoJSON habit: "116.4,39.9").
const LNG_FIRST_NAMES = [
  'lng,lat',
  'lon,lat',
  'lng/lat',
  'lon/lat',
  'lnglat',
  'lonlat',
  'longitude,latitude',
  'longitude/latitude',
  '经度,纬度',
  '经度/纬度',
  '經度,緯度',
  '經度/緯度',
];
// Product-name headers, most telling first (a store file's "name" beside lat/lng is a points file: coordinates win).
const PRODUCT_NAMES = [
  '卷烟名称',
  '烟名',
  '品名',
  '商品名称',
  '产品名称',
  '规格名称',
  '品牌规格',
  '名称',
  '卷烟',
  '香烟',
  '规格',
  'cigarette',
  'product_name',
  'productname',
  'product',
  'name',
  '品牌',
  'brand',
];

/** Header cell as compared: lower case, no blanks, no brackets or units after the name. */
const normalise = (cell: string) =>
  halfWidth(cell)
    .trim()
    .toLowerCase()
    .replace(/[（(【[].*$/u, '')
    .replace(/[\s_-]+/g, (m) => (m.includes('_') ? '_' : ''))
    .replace(/^_|_$/g, '');

/** The index of the first of `candidates` (in their order) that the header names, or -1. */
function findIn(header: readonly string[], candidates: readonly string[]) {
  const names = header.map(normalise);
  for (const candidate of candidates) {
    const index = names.indexOf(candidate);
    if (index >= 0) return index;
  }
  return -1;
}

/** The column of product names the header names; a file of one column is that column. */
export function detectNameColumn(header: readonly string[]): number | undefined {
  const column = findIn(header, PRODUCT_NAMES);
  if (column >= 0) return column;
  return header.length === 1 ? 0 : undefined;
}

/** Reads the mapping from the header; a single unnamed-but-"a,b"-valued column counts as combined. */
export function detectColumns(
  header: readonly string[],
  sample: readonly (readonly string[])[] = [],
): ColumnMapping | undefined {
  const find = (candidates: readonly string[]) => findIn(header, candidates);
  const lat = find(LAT_NAMES);
  const lng = find(LNG_NAMES);
  if (lat >= 0 && lng >= 0 && lat !== lng) return { kind: 'pair', lat, lng };

  const lngFirst = find(LNG_FIRST_NAMES);
  if (lngFirst >= 0) return { kind: 'combined', column: lngFirst, lngFirst: true };
  const rows = sample.filter((row) => row.some((cell) => cell.trim() !== ''));
  const combined = find(COMBINED_NAMES);
  if (combined >= 0) return combinedColumn(combined, rows);
  // No telling name: a column whose sample values all look like "lat,lng" (or all "lng,lat").
  if (rows.length === 0) return undefined;
  const column = header.findIndex((_, index) =>
    rows.every((row) => isCoordinatePair(row[index] ?? '') || isLngFirstPair(row[index] ?? '')),
  );
  return column >= 0 ? combinedColumn(column, rows) : undefined;
}

/** A combined column, longitude first when every sampled value can only be read that way. */
export function combinedColumn(column: number, rows: readonly (readonly string[])[]): ColumnMapping {
  const cells = rows.map((row) => row[column] ?? '').filter((cell) => cell.trim() !== '');
  return cells.length > 0 && cells.every(isLngFirstPair)
    ? { kind: 'combined', column, lngFirst: true }
    : { kind: 'combined', column };
}
