import type { GeocodeData, Poi } from '../../contract/geocode-schema';
import type { PoiOptions } from '../../contract/poi-options';
import { pageOf, passesCategories } from '../../contract/poi-page';
import { haversineMetres } from '../offline/shared/great-circle';

/** Metres from the asked point: the upstream's `_distance`, else worked out from the POI's location. */
function distanceOf(poi: Poi, lng: number, lat: number): number | undefined {
  if (poi._distance !== undefined) return poi._distance;
  return poi.location && haversineMetres(lng, lat, poi.location.lng, poi.location.lat);
}

/**
 * What the upstream sent, made to honour radius, category and paging whatever the upstream did
 * with them: POIs beyond the radius (or with no distance and no location) and of categories not
 * asked for are left out, each id once. An upstream that paged says so by a `poi_count` larger
 * than its list: that list is the page. Otherwise the list is everything, in the upstream's own
 * order, and the page asked for is cut from it (pages are slices of one list: no POI twice).
 */
export function honourPoiOptions(
  data: GeocodeData,
  options: PoiOptions,
  point: { lng: number; lat: number },
): GeocodeData {
  const sent = data.pois ?? [];
  const ids = new Set<string>();
  const kept = sent.filter((poi) => {
    if (poi.id) {
      if (ids.has(poi.id)) return false;
      ids.add(poi.id);
    }
    if (options.radius !== undefined) {
      const distance = distanceOf(poi, point.lng, point.lat);
      if (distance === undefined || distance > options.radius) return false;
    }
    return passesCategories(poi.category ?? '', options);
  });
  const upstreamPaged = (data.poi_count ?? 0) > sent.length;
  if (upstreamPaged) {
    return { ...data, pois: kept, poi_count: data.poi_count! - (sent.length - kept.length) };
  }
  const paged = options.pageSize !== undefined || options.pageIndex !== undefined;
  return { ...data, pois: paged ? pageOf(kept, options) : kept, poi_count: kept.length };
}
