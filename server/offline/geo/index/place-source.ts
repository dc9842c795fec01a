import type { GeoData } from '../data/geo-data';
import type { AdminRegion, RegionLookup } from '../lookup/region-lookup';
import type { OsmData } from '../../osm/load-osm-data';
import type { PlaceEntry } from './place-entry';

/** What a source of names reads: the prepared data, and the region lookup that names a point's district. */
interface PlaceSourceInput {
  data: GeoData;
  regions: RegionLookup;
  /** The imported OpenStreetMap extracts, when there are any. */
  osm?: OsmData | undefined;
}

/** One source of names for the search: its entries, GCJ-02, each with the region it lies in. */
export interface PlaceSource {
  name: string;
  entries(input: PlaceSourceInput): PlaceEntry[];
}

const NO_REGION = { adcode: '', province: '', city: '', district: '' };

/** The region fields a suggestion carries, from the lookup's answer. */
export function regionFields(region: AdminRegion | undefined) {
  if (!region) return NO_REGION;
  return { adcode: region.adcode, province: region.province, city: region.city, district: region.district };
}
