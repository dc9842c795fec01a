import { queryOptions } from '@tanstack/react-query';
import type { GeocodeResponse } from '../../../contract/geocode-schema';
import { geocodeApi } from '../../../contract/query-params';
import { formatPoiOptions } from '../../../contract/poi-options';
import { ApiError, call } from '../../api/http';
import type { LatLng } from '../../map/datum';
import type { PoiUrlOptions } from './poi-url-options';

/** POIs a page holds in the panel (the lookup's own first page holds as many). */
export const POI_PAGE_SIZE = 10;

/** `poi_options` for one page of the panel's options (written as the server will read them). */
export function pagePoiOptions({ pages: _shown, ...options }: PoiUrlOptions, page: number): string {
  return formatPoiOptions({ ...options, pageSize: POI_PAGE_SIZE, pageIndex: page });
}

/** One page of POIs around a point (GCJ-02, as the URL writes it), filtered by the server. */
export function poiPageQuery(point: LatLng, options: PoiUrlOptions, page: number) {
  const params = {
    lat: point.lat.toFixed(6),
    lng: point.lng.toFixed(6),
    poi: '1',
    poi_options: pagePoiOptions(options, page),
  } as const;
  return queryOptions({
    queryKey: ['geocode', 'poi-page', params] as const,
    queryFn: async ({ signal }): Promise<GeocodeResponse> => {
      const body = await call(geocodeApi, params, { signal });
      if (body.code !== 200)
        throw new ApiError(body.code, body.msg || `code ${body.code}`, { requestId: body.request_id });
      return body;
    },
    staleTime: Infinity,
  });
}
