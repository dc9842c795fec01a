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
  /** Two-level POI category, first level as in the OpenStreetMap POIs (交通设施服务:地铁站). */
  category: string;
  /** GCJ-02 inside China (gcoord's box). */
  lng: number;
  lat: number;
}

/**
 * Second levels from id-tagging-schema's zh-CN preset names (public_transport=station_subway 地铁站,
 * station_tram 有轨电车站, station_monorail 单轨列车站), except 火车站 where it says 列车站.
 */
export const STATION_CATEGORY: Record<StationKind, string> = {
  train: '交通设施服务:火车站',
  subway: '交通设施服务:地铁站',
  tram: '交通设施服务:有轨电车站',
  monorail: '交通设施服务:单轨列车站',
};

/** The ~6,000 named stations of the derived file; `dir` is for tests. */
export function loadStations(dir?: string): StationRecord[] {
  return readOpenData<StationRow>(STATIONS_FILE, STATION_COLUMNS, dir).rows.map(([name, kind, lng, lat]) => {
    if (!STATION_KINDS.includes(kind))
      throw new Error(`${STATIONS_FILE}: station ${name} has unknown kind ${kind}`);
    return { id: `osm-st:${lng},${lat}`, name, kind, category: STATION_CATEGORY[kind], lng, lat };
  });
}
