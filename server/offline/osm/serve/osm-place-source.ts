import { regionFields, type PlaceEntry, type RegionFields } from '../../shared/place-entry';
import type { OsmData } from './load-osm-data';
import { polygonsContaining } from './osm-index';

/** What the place search hands each source (geo's PlaceSource input): the region lookup. */
interface PlaceSourceInput {
  regions: { find(lng: number, lat: number): RegionFields | undefined };
}

/**
 * OpenStreetMap streets, POIs, stations, neighbourhoods and towns of the imported extracts (#12, #17),
 * pinyin already read at import. The district is the region's; outside China's regions, the
 * extract's own town boundary (admin_level 8/9) around the place, when it has one. A place source
 * as geo's place search reads one; the server's assembly hands it over.
 */
export function osmPlaceSource(osm: OsmData) {
  return {
    name: 'openstreetmap',
    entries({ regions }: PlaceSourceInput): PlaceEntry[] {
      const entries: PlaceEntry[] = [];
      for (const extract of osm.extracts) {
        const { areas } = extract.tables;
        const townAt = (lng: number, lat: number) => {
          const [town] = polygonsContaining(areas, lng, lat, (f) => areas.props.kind![f] === 2);
          return town === undefined ? '' : extract.strings.get(areas.props.name![town]!);
        };
        for (const place of extract.places) {
          const region = regionFields(regions.find(place.lng, place.lat));
          const district = region.district || (place.kind === 'township' ? '' : townAt(place.lng, place.lat));
          entries.push({ ...place, ...region, district });
        }
      }
      return entries;
    },
  };
}

/** The extracts' names for the place search, with their version (the manifest) for its cache. */
export function osmPlaces(osm: OsmData) {
  return { source: osmPlaceSource(osm), version: JSON.stringify(osm.manifest) };
}
