import type { PlaceEntry } from '../../shared/place-entry';
import type { GeoData } from '../data/geo-data';
import type { RegionLookup } from '../lookup/region-lookup';

/** What a source of names reads: the prepared data, and the region lookup that names a point's district. */
interface PlaceSourceInput {
  data: GeoData;
  regions: RegionLookup;
}

/** One source of names for the search: its entries, GCJ-02, each with the region it lies in. */
export interface PlaceSource {
  name: string;
  entries(input: PlaceSourceInput): PlaceEntry[];
}

/**
 * Names from outside the prepared data (the imported OpenStreetMap extracts'), handed in where
 * the server is assembled: their source, read after the built-in ones, and a text that changes
 * whenever their names may (the place index is cached once per version).
 */
export interface AddedPlaces {
  source: PlaceSource;
  version: string;
}
