import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { unpackNpmPackage } from '../common/npm-input';
import { type OpenDataTable, writeOpenData } from '../common/open-data-file';
import { COUNTRY_NAME_COLUMNS, COUNTRY_NAMES_FILE, type CountryNameRow } from './country-names-file';

export const WORLD_GEO_JSON_ZH = { name: '@surbowl/world-geo-json-zh', version: '2.1.5' } as const;

interface CountryProperties {
  name: string;
  full_name: string;
  iso_a3: string;
  iso_n3: string;
}

/**
 * Entities without an ISO code ("-99" in the package) joined by hand to Natural Earth's English name,
 * the only key the geocoder has for them (world-atlas gives them no id).
 */
const NO_CODE: Record<string, string> = {
  索马里兰: 'Somaliland',
  北塞浦路斯: 'N. Cyprus',
  锡亚琴冰川: 'Siachen Glacier',
};

/** Chinese short and full country names by ISO 3166 numeric code (no geometry). */
export function deriveCountryNames(): string {
  const root = unpackNpmPackage(WORLD_GEO_JSON_ZH.name, WORLD_GEO_JSON_ZH.version);
  const world = JSON.parse(readFileSync(join(root, 'world.zh.json'), 'utf8')) as {
    features: Array<{ properties: CountryProperties }>;
  };
  const rows: CountryNameRow[] = [];
  for (const { properties: p } of world.features) {
    const coded = /^\d{3}$/.test(p.iso_n3);
    const naturalEarthName = coded ? '' : NO_CODE[p.name];
    if (naturalEarthName === undefined)
      throw new Error(`${WORLD_GEO_JSON_ZH.name}: ${p.name} has no ISO code and no join`);
    rows.push([coded ? p.iso_n3 : '', coded ? p.iso_a3 : '', p.name, p.full_name, naturalEarthName]);
  }
  rows.sort((a, b) => (a[0] || a[4]).localeCompare(b[0] || b[4]));
  const table: OpenDataTable<CountryNameRow> = {
    format: 1,
    header: {
      input: `npm ${WORLD_GEO_JSON_ZH.name}@${WORLD_GEO_JSON_ZH.version} world.zh.json (properties only)`,
      licence: 'Unlicense',
      attribution: 'world-geo-json-zh by Surbowl (github.com/Surbowl/world-geo-json-zh)',
      datum: 'none',
    },
    columns: [...COUNTRY_NAME_COLUMNS],
    rows,
  };
  const bytes = writeOpenData(COUNTRY_NAMES_FILE, table);
  return `${COUNTRY_NAMES_FILE}: ${rows.length} countries and regions, ${bytes} bytes`;
}
