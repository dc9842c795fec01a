/** The committed file derive-geonames writes and load-geonames reads (no derivation code here). */
export const GEONAMES_FILE = 'geonames-china.json.gz';
export const GEONAMES_COLUMNS = ['id', 'code', 'name', 'romanised', 'lng', 'lat', 'population'] as const;
export type GeonamesRow = [
  id: number,
  code: string,
  name: string,
  romanised: string,
  lng: number,
  lat: number,
  population: number,
];
