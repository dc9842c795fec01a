import type { GeoData, WaterSet } from '../data/geo-data';
import { packGeometries } from '../data/geometry-set';
import { DETAIL_BOX } from '../sources/natural-earth/natural-earth-file';
import { loadNaturalEarthWater, type WaterRecord } from '../sources/natural-earth/load-natural-earth';

function waterSet(records: WaterRecord[]): WaterSet {
  return {
    kinds: records.map((record) => record.layer),
    minZooms: records.map((record) => record.minZoom),
    set: packGeometries(records.map((record) => record.geometry)),
  };
}

/** The committed Natural Earth water file, split into its two levels of detail. */
export function buildWater(): GeoData['water'] {
  const records = loadNaturalEarthWater();
  return {
    world: waterSet(records.filter((record) => record.extent === 'world')),
    detail: { ...waterSet(records.filter((record) => record.extent === 'detail')), box: DETAIL_BOX },
  };
}
