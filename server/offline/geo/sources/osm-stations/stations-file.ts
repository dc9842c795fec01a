/** The committed file derive-stations writes and load-stations reads (no derivation code here). */
export const STATIONS_FILE = 'osm-stations.json.gz';
export const STATION_COLUMNS = ['name', 'kind', 'lng', 'lat'] as const;
export const STATION_KINDS = ['train', 'subway', 'tram', 'monorail'] as const;
export type StationKind = (typeof STATION_KINDS)[number];
export type StationRow = [name: string, kind: StationKind, lng: number, lat: number];
