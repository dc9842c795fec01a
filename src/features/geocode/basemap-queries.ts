import { queryOptions } from '@tanstack/react-query';
import { basemapListSchema } from '../../../contract/basemap-list-schema';
import { getJson } from '../../api/http';
import { basemapListApi } from '../../../contract/basemap-list-schema';

export const basemapQueries = {
  all: () => ['basemaps'] as const,
  /** The server's configured basemaps: one request a session (they change only with a restart). */
  list: () =>
    queryOptions({
      queryKey: [...basemapQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => getJson(basemapListApi, {}, basemapListSchema, signal),
      staleTime: Infinity,
      retry: 1,
    }),
};
