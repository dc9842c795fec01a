import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import * as shapefile from 'shapefile';
import { chinaOutline } from '../common/china-outline';
import { type OpenDataTable, writeOpenData } from '../common/open-data-file';
import { sharedInput } from '../common/shared-input';
import { toSimplified } from '../../../shared/simplified-chinese';
import { toGcj } from '../common/to-gcj';
import { haversineMetres } from '../../../shared/great-circle';
import { STATION_COLUMNS, STATIONS_FILE, type StationKind, type StationRow } from './stations-file';

export const STATIONS_INPUT = 'osm-stations/Railway-station_oData.zip';
const KIND: Record<string, StationKind> = {
  train: 'train',
  subway: 'subway',
  tram: 'tram',
  tram_stop: 'tram',
  monorail: 'monorail',
};
/** One station mapped as several nodes (a node per line or platform) becomes one row. */
const SAME_STATION_METRES = 500;

function shapefileParts(zip: string): { shp: Uint8Array; dbf: Uint8Array } {
  const files = unzipSync(readFileSync(zip));
  const find = (ext: string) => Object.entries(files).find(([name]) => name.toLowerCase().endsWith(ext))?.[1];
  const shp = find('.shp');
  const dbf = find('.dbf');
  if (!shp || !dbf) throw new Error(`${zip} holds no .shp/.dbf pair`);
  return { shp, dbf };
}

function regionOf(adcode: number): 'HK' | 'TW' | 'CN' {
  return adcode === 810000 || adcode === 820000 ? 'HK' : adcode === 710000 ? 'TW' : 'CN';
}

/** OpenStreetMap stations with a name, inside DataV's China, simplified, GCJ-02, merged per station. */
export async function deriveStations(): Promise<string> {
  const zip = sharedInput(STATIONS_INPUT);
  const { shp, dbf } = shapefileParts(zip);
  const inChina = chinaOutline();
  const source = await shapefile.open(shp, dbf, { encoding: 'utf-8' });
  const rows: StationRow[] = [];
  const byName = new Map<string, StationRow[]>();
  const counts = { read: 0, unnamed: 0, outside: 0, merged: 0 };
  for (let next = await source.read(); !next.done; next = await source.read()) {
    counts.read++;
    const { name: rawName, station } = next.value.properties as { name: string | null; station: string };
    const kind = KIND[station];
    if (!kind) throw new Error(`${zip}: unknown station kind "${station}"`);
    if (!rawName?.trim()) {
      counts.unnamed++;
      continue;
    }
    const { geometry } = next.value;
    if (geometry.type !== 'Point')
      throw new Error(`${zip}: station ${rawName} is a ${geometry.type}, not a point`);
    const [wgsLng = NaN, wgsLat = NaN] = geometry.coordinates;
    const [lng, lat] = toGcj(wgsLng, wgsLat);
    const province = inChina(lng, lat);
    if (province === undefined) {
      counts.outside++;
      continue;
    }
    const row: StationRow = [toSimplified(rawName.trim(), regionOf(province)), kind, lng, lat];
    const key = `${row[0]}|${kind}`;
    const same = byName.get(key) ?? [];
    if (same.some(([, , x, y]) => haversineMetres(x, y, lng, lat) < SAME_STATION_METRES)) {
      counts.merged++;
      continue;
    }
    byName.set(key, [...same, row]);
    rows.push(row);
  }
  const table: OpenDataTable<StationRow> = {
    format: 1,
    header: {
      input: `../shared/data/${STATIONS_INPUT} (OpenStreetMap data of 2025-01-24, published by OpenQGIS)`,
      licence: 'ODbL 1.0',
      attribution: '© OpenStreetMap contributors',
      datum: 'GCJ-02 inside China, WGS-84 elsewhere',
    },
    columns: [...STATION_COLUMNS],
    rows,
  };
  const bytes = writeOpenData(STATIONS_FILE, table);
  return `${STATIONS_FILE}: ${rows.length} stations of ${counts.read} (${counts.unnamed} unnamed, ${counts.outside} outside China, ${counts.merged} nodes of a station already kept), ${bytes} bytes`;
}
