import { queryOptions } from '@tanstack/react-query';
import { getJson } from './http';
import { healthSchema } from './health-schema';

export const healthQueries = {
  all: () => ['health'] as const,
  current: () =>
    queryOptions({
      queryKey: [...healthQueries.all(), 'current'] as const,
      queryFn: ({ signal }) => getJson('/api/health', {}, healthSchema, signal),
      staleTime: 60_000,
    }),
};
