import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/http';
import { regionsApi } from '../../../contract/region-schema';

export const regionQueries = {
  all: () => ['region'] as const,
  /** The outline of the region with this adcode (or country with this ISO numeric code); a 404 is final, not retried. */
  byAdcode: (adcode: string) =>
    queryOptions({
      queryKey: [...regionQueries.all(), 'by-adcode', adcode] as const,
      queryFn: ({ signal }) => call(regionsApi, { adcode }, { signal }),
      staleTime: Infinity,
      enabled: /^(\d{3}|\d{6})$/.test(adcode),
    }),
};
