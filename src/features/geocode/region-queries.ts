import { queryOptions } from '@tanstack/react-query';
import { getJson } from '../../api/http';
import { regionFeatureSchema } from '../../../contract/region-schema';
import { regionsApi } from '../../../contract/region-schema';
import { withPath } from '../../../contract/api-path';

export const regionQueries = {
  all: () => ['region'] as const,
  /** The outline of the region with this adcode (or country with this ISO numeric code); a 404 is final, not retried. */
  byAdcode: (adcode: string) =>
    queryOptions({
      queryKey: [...regionQueries.all(), 'by-adcode', adcode] as const,
      queryFn: ({ signal }) => getJson(withPath(regionsApi, { adcode }), {}, regionFeatureSchema, signal),
      staleTime: Infinity,
      enabled: /^(\d{3}|\d{6})$/.test(adcode),
    }),
};
