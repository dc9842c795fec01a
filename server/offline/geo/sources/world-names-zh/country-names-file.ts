/** The committed file derive-country-names writes and load-country-names reads (no derivation code here). */
export const COUNTRY_NAMES_FILE = 'country-names-zh.json.gz';
export const COUNTRY_NAME_COLUMNS = ['code', 'alpha3', 'name', 'fullName', 'naturalEarthName'] as const;
export type CountryNameRow = [
  code: string,
  alpha3: string,
  name: string,
  fullName: string,
  naturalEarthName: string,
];
