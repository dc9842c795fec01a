import { readOpenData } from '../common/open-data-file';
import { COUNTRY_NAME_COLUMNS, COUNTRY_NAMES_FILE, type CountryNameRow } from './country-names-file';

/** A country's or region's Chinese names. */
export interface CountryNameRecord {
  /** ISO 3166 numeric, three digits ("250"); "" for the three without one (索马里兰, 北塞浦路斯, 锡亚琴冰川). */
  code: string;
  /** ISO 3166 alpha-3 ("FRA"); "" where there is no code. */
  alpha3: string;
  /** Short name (法国, 俄罗斯, 北马其顿). */
  name: string;
  /** Full name (法兰西共和国). */
  fullName: string;
  /** For an entity without a code: Natural Earth's (world-atlas's) English name to join on; else "". */
  naturalEarthName: string;
}

export function loadCountryNames(dir?: string): CountryNameRecord[] {
  return readOpenData<CountryNameRow>(COUNTRY_NAMES_FILE, COUNTRY_NAME_COLUMNS, dir).rows.map(
    ([code, alpha3, name, fullName, naturalEarthName]) => ({
      code,
      alpha3,
      name,
      fullName,
      naturalEarthName,
    }),
  );
}

/**
 * The Chinese short name of a Natural Earth country: by ISO numeric code, else (no code) by its
 * English name. Undefined where the list has none (Kosovo, Indian Ocean Ter.).
 */
export function countryNameLookup(
  dir?: string,
): (code: string, naturalEarthName: string) => string | undefined {
  const byCode = new Map<string, string>();
  const byName = new Map<string, string>();
  for (const record of loadCountryNames(dir)) {
    if (record.code) byCode.set(record.code, record.name);
    else byName.set(record.naturalEarthName, record.name);
  }
  return (code, naturalEarthName) => (code ? byCode.get(code) : undefined) ?? byName.get(naturalEarthName);
}
