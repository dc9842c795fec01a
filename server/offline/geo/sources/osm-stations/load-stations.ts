import { readOpenData } from '../common/open-data-file';
import {
  STATION_COLUMNS,
  STATION_KINDS,
  STATIONS_FILE,
  type StationKind,
  type StationRow,
} from './stations-file';

/** A railway, metro, tram or monorail station from OpenStreetMap, in China (incl. HK, MO, TW). */
export interface StationRecord {
  /** "osm-st:<lng>,<lat>" (GCJ-02 as stored): the input has no OSM ids; stable for a given file. */
  id: string;
  /** As mapped in OpenStreetMap, in simplified Chinese (天安门东, 九龙塘); may hold a terminal's Latin code (T2). */
  name: string;
  /** train, subway (metro), tram (tram and tram_stop), monorail. */
  kind: StationKind;
  /** GCJ-02 inside China (gcoord's box). */
  lng: number;
  lat: number;
}

/** The ~6,000 named stations of the derived file; `dir` is for tests. */
export function loadStations(dir?: string): StationRecord[] {
  return readOpenData<StationRow>(STATIONS_FILE, STATION_COLUMNS, dir).rows.map(([name, kind, lng, lat]) => {
    if (!STATION_KINDS.includes(kind))
      throw new Error(`${STATIONS_FILE}: station ${name} has unknown kind ${kind}`);
    return { id: `osm-st:${lng},${lat}`, name, kind, lng, lat };
  });
}
