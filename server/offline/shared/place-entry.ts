import type { PlaceKind } from '../../../contract/place-schema';

/** One named place the search knows, GCJ-02, with the region it lies in ("" where unknown). */
export interface PlaceEntry {
  /** Stable across builds: the source's own id (an adcode, a GeoNames row, an OSM id). */
  id: string;
  name: string;
  kind: PlaceKind;
  lng: number;
  lat: number;
  /** How prominent the place is, 0…1 (administrative level, population where known). */
  importance: number;
  adcode: string;
  province: string;
  city: string;
  district: string;
  /** [west, south, east, north]: the outline's extent, for regions. */
  bbox?: [number, number, number, number];
  /** Other names the place is found by (an OSM object's `name:en`, `name:zh_pinyin`, `alt_name`). */
  aliases?: readonly string[];
  /** The normalised name's pinyin syllables when a source read them in advance (OSM, at import). */
  syllables?: readonly string[];
}

/** The region a place lies in, as a suggestion carries it. */
export type RegionFields = Pick<PlaceEntry, 'adcode' | 'province' | 'city' | 'district'>;

const NO_REGION: RegionFields = { adcode: '', province: '', city: '', district: '' };

/** The region fields a suggestion carries, from a region lookup's answer ("" where there is none). */
export function regionFields(region: RegionFields | undefined): RegionFields {
  if (!region) return NO_REGION;
  return { adcode: region.adcode, province: region.province, city: region.city, district: region.district };
}

/** Prominence by kind; a populated place's population lifts it (see `placeImportance`). */
export const KIND_IMPORTANCE: Record<PlaceKind, number> = {
  province: 1,
  city: 0.85,
  district: 0.7,
  station: 0.5,
  township: 0.45,
  place: 0.35,
  street: 0.3,
  poi: 0.25,
};

/** Below this population a place is known locally: its size lifts it nothing. */
const WELL_KNOWN_POPULATION = 100_000;

/**
 * A kind's importance, plus up to 0.3 for population beyond WELL_KNOWN_POPULATION (a town of 10
 * million gets all of it, one of 1 million half). A township seat of 40,000 is not known beyond its
 * county: it stays below a station (重庆's 临江镇 once outranked 陆家嘴 for "ljz").
 */
export function placeImportance(kind: PlaceKind, population?: number): number {
  const base = KIND_IMPORTANCE[kind];
  if (!population || population <= WELL_KNOWN_POPULATION) return base;
  return base + Math.min(0.3, (Math.log10(population / WELL_KNOWN_POPULATION) / 2) * 0.3);
}
