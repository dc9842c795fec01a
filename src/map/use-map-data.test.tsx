// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import type { FeatureCollection } from 'geojson';
import { describe, expect, it, vi } from 'vitest';
import type { MapAdapter } from './map-adapter';
import { EMPTY_COLLECTION } from './overlay';
import { useMapData } from './use-map-data';

const points = (n: number): FeatureCollection => ({
  type: 'FeatureCollection',
  features: [{ type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [n, n] } }],
});

describe('one overlay source kept showing its data', () => {
  it('sends new data once, without clearing the source first (each call is a trip to the map’s worker)', () => {
    const adapter = { setData: vi.fn() };
    const { rerender, unmount } = renderHook(
      ({ data }) => useMapData(adapter as unknown as MapAdapter, 'pin', data),
      { initialProps: { data: points(1) as FeatureCollection | undefined } },
    );
    rerender({ data: points(2) });
    rerender({ data: undefined });
    expect(adapter.setData.mock.calls).toEqual([
      ['pin', points(1)],
      ['pin', points(2)],
      ['pin', EMPTY_COLLECTION],
    ]);
    unmount();
    expect(adapter.setData).toHaveBeenLastCalledWith('pin', EMPTY_COLLECTION);
  });

  it('clears the old map and fills the new one when the map is made again', () => {
    const first = { setData: vi.fn() };
    const second = { setData: vi.fn() };
    const { rerender } = renderHook(
      ({ adapter }) => useMapData(adapter as unknown as MapAdapter, 'pin', points(1)),
      {
        initialProps: { adapter: first },
      },
    );
    rerender({ adapter: second });
    expect(first.setData.mock.calls).toEqual([
      ['pin', points(1)],
      ['pin', EMPTY_COLLECTION],
    ]);
    expect(second.setData.mock.calls).toEqual([['pin', points(1)]]);
  });
});
