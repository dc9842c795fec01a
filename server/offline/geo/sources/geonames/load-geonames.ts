import { readOpenData } from '../common/open-data-file';
import { GEONAMES_COLUMNS, GEONAMES_FILE, type GeonamesRow } from './geonames-file';

/** What a GeoNames place is, from its feature code. */
export type GeonamesPlaceKind =
  | 'capital' // PPLC
  | 'province-seat' // PPLA
  | 'prefecture-seat' // PPLA2
  | 'county-seat' // PPLA3
  | 'township-seat' // PPLA4
  | 'populated-place'; // PPL with a population

const KINDS: Record<string, GeonamesPlaceKind> = {
  PPLC: 'capital',
  PPLA: 'province-seat',
  PPLA2: 'prefecture-seat',
  PPLA3: 'county-seat',
  PPLA4: 'township-seat',
  PPL: 'populated-place',
};

/** A GeoNames place in China (incl. HK, MO, TW) that has a Chinese name. */
export interface GeonamesPlaceRecord {
  /** "gn:<GeoNames id>", stable across GeoNames versions. */
  id: string;
  kind: GeonamesPlaceKind;
  /** Simplified Chinese, as GeoNames lists it (汤池镇, 下堡, 酒泉市); never romanised. */
  name: string;
  /** GeoNames' own (romanised) name, for lists only. */
  romanised: string;
  /** GCJ-02 inside China (gcoord's box), WGS-84 elsewhere. */
  lng: number;
  lat: number;
  /** Absent where GeoNames gives none (most township seats). */
  population?: number;
}

function toRecord([id, code, name, romanised, lng, lat, population]: GeonamesRow): GeonamesPlaceRecord {
  const kind = KINDS[code];
  if (!kind) throw new Error(`${GEONAMES_FILE}: row gn:${id} has an unknown feature code ${code}`);
  const record: GeonamesPlaceRecord = { id: `gn:${id}`, kind, name, romanised, lng, lat };
  if (population > 0) record.population = population;
  return record;
}

/** Every place of the derived file; `dir` is for tests. */
export function loadGeonamesPlaces(dir?: string): GeonamesPlaceRecord[] {
  return readOpenData<GeonamesRow>(GEONAMES_FILE, GEONAMES_COLUMNS, dir).rows.map(toRecord);
}

/** The ~12,300 township (乡, 镇, 街道) seats: GeoNames PPLA4 with a Chinese name that is not a district's. */
export function loadTownSeats(dir?: string): GeonamesPlaceRecord[] {
  return loadGeonamesPlaces(dir).filter((place) => place.kind === 'township-seat');
}
