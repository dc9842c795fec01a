import { queryOptions } from '@tanstack/react-query';
import { getJson } from './http';
import { healthSchema } from '../contract/health-schema';
import { API } from '../contract/api';

export const healthQueries = {
  all: () => ['health'] as const,
  current: () =>
    queryOptions({
      queryKey: [...healthQueries.all(), 'current'] as const,
      queryFn: ({ signal }) => getJson(API.health, {}, healthSchema, signal),
      staleTime: 60_000,
    }),
};
