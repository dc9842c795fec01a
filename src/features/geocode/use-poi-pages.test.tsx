// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect, it } from 'vitest';
import { emptyAnswer } from '../../api/fixtures/geocode-answers';
import { usePoiPages } from './use-poi-pages';

it('gives the same empty list on every render of an answer without POIs (no new map data)', () => {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const point = { lat: 31.2, lng: 121.4 };
  const { result, rerender } = renderHook(() => usePoiPages(point, emptyAnswer), { wrapper });
  const first = result.current.pois;
  expect(first).toEqual([]);
  rerender();
  expect(result.current.pois).toBe(first);
});
