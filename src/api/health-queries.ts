import { queryOptions } from '@tanstack/react-query';
import { getJson } from './http';
import { healthSchema } from '../../contract/health-schema';
import { healthApi } from '../../contract/health-schema';

export const healthQueries = {
  all: () => ['health'] as const,
  current: () =>
    queryOptions({
      queryKey: [...healthQueries.all(), 'current'] as const,
      queryFn: ({ signal }) => getJson(healthApi, {}, healthSchema, signal),
      staleTime: 60_000,
    }),
};
