import { loadGeoData } from './cache/geo-cache';
import { loadPlaceIndex } from './cache/place-index-cache';
import type { GeoData } from './data/geo-data';
import type { AddedPlaces } from './index/place-source';
import { PlaceSearch } from './lookup/place-search';
import type { BasemapStyle } from './tiles/basemap-style';

/** What an imported OpenStreetMap extract adds: its names to the search, its layers to the style. */
export interface StreetLevelAdditions {
  places?: AddedPlaces | undefined;
  styleLayers?: ((style: BasemapStyle) => object) | undefined;
  /** Whether an imported extract covers a GCJ-02 point (its streets and POIs are searched there). */
  covers?: ((lng: number, lat: number) => boolean) | undefined;
}

/** The part of the geo routes that depends on the imported extracts: one per set of extracts. */
export interface GeoStreetLevel {
  places: PlaceSearch;
  styleLayers?: ((style: BasemapStyle) => object) | undefined;
  covers?: ((lng: number, lat: number) => boolean) | undefined;
}

export interface OfflineGeo {
  /** The prepared geodata, for the offline geocoder (lookup/reverse-geocode.ts), which only the offline provider builds. */
  data: GeoData;
  /** Its bytes, for a worker thread (cache/geo-cache.ts's geoDataFromShared), and its cache key. */
  shared: { buffer: SharedArrayBuffer; key: Record<string, string> };
  /**
   * The place search (with the extracts' names) and the style's additions for one set of imported
   * extracts. Seconds when the place index has to be built (not cached for these extracts).
   */
  streetLevel(additions?: StreetLevelAdditions): GeoStreetLevel;
}

/** The embedded basemap, region outlines and place search, from the prepared cache (built from node_modules when missing or stale). */
export function loadOfflineGeo(cacheFile?: string): OfflineGeo {
  const { data, buffer, key } = loadGeoData(cacheFile);
  return {
    data,
    shared: { buffer, key },
    streetLevel: (additions = {}) => ({
      places: new PlaceSearch(loadPlaceIndex(data, key, additions.places).index),
      styleLayers: additions.styleLayers,
      covers: additions.covers,
    }),
  };
}
