import { queryOptions } from '@tanstack/react-query';
import { geocodeApi, geocodeResponseSchema, type GeocodeResponse } from '../../../contract/geocode-schema';
import { formatPoiOptions } from '../../../contract/poi-options';
import { ApiError, getJson } from '../../api/http';
import type { LatLng } from '../../map/datum';
import type { PoiUrlOptions } from './poi-url-options';

/** POIs a page holds in the panel (the lookup's own first page holds as many). */
export const POI_PAGE_SIZE = 10;

/** `poi_options` for one page of the panel's radius and categories. */
export function pagePoiOptions(options: PoiUrlOptions, page: number): string {
  return formatPoiOptions({
    radius: options.radius,
    categories: options.categories.length > 0 ? options.categories : undefined,
    pageSize: POI_PAGE_SIZE,
    pageIndex: page,
  });
}

/** One page of POIs around a point (GCJ-02, as the URL writes it), filtered by the server. */
export function poiPageQuery(point: LatLng, options: PoiUrlOptions, page: number) {
  const params = {
    lat: point.lat.toFixed(6),
    lng: point.lng.toFixed(6),
    poi: 1,
    poi_options: pagePoiOptions(options, page),
  };
  return queryOptions({
    queryKey: ['geocode', 'poi-page', params] as const,
    queryFn: async ({ signal }): Promise<GeocodeResponse> => {
      const body = await getJson(geocodeApi, params, geocodeResponseSchema, signal);
      if (body.code !== 200)
        throw new ApiError(body.code, body.msg || `code ${body.code}`, { requestId: body.request_id });
      return body;
    },
    staleTime: Infinity,
  });
}
