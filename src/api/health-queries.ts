import { queryOptions } from '@tanstack/react-query';
import { call } from './http';
import { healthApi } from '../../contract/health-schema';

export const healthQueries = {
  all: () => ['health'] as const,
  current: () =>
    queryOptions({
      queryKey: [...healthQueries.all(), 'current'] as const,
      queryFn: ({ signal }) => call(healthApi, {}, { signal }),
      staleTime: 60_000,
    }),
};
