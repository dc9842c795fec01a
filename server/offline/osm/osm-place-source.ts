import type { PlaceEntry } from '../geo/index/place-entry';
import { regionFields, type PlaceSource } from '../geo/index/place-source';
import { polygonsContaining } from './osm-index';

/**
 * OpenStreetMap streets, POIs, stations, neighbourhoods and towns of the imported extracts (#12, #17),
 * pinyin already read at import. The district is the region's; outside China's regions, the
 * extract's own town boundary (admin_level 8/9) around the place, when it has one.
 */
export const osmPlaceSource: PlaceSource = {
  name: 'openstreetmap',
  entries({ regions, osm }) {
    const entries: PlaceEntry[] = [];
    for (const extract of osm?.extracts ?? []) {
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
