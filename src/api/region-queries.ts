import { queryOptions } from '@tanstack/react-query';
import { getJson } from './http';
import { regionFeatureSchema } from '../contract/region-schema';
import { API } from '../contract/api';

export const regionQueries = {
  all: () => ['region'] as const,
  /** The outline of the region with this adcode (or country with this ISO numeric code); a 404 is final, not retried. */
  byAdcode: (adcode: string) =>
    queryOptions({
      queryKey: [...regionQueries.all(), 'by-adcode', adcode] as const,
      queryFn: ({ signal }) => getJson(API.regions, {}, regionFeatureSchema, signal, { adcode }),
      staleTime: Infinity,
      enabled: /^(\d{3}|\d{6})$/.test(adcode),
    }),
};
