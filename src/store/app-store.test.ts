// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { useAppStore } from './app-store';

describe('the persisted store', () => {
  it('reads the recent cigarette searches an older version kept into the history', async () => {
    const point = { kind: 'point', at: '2026-11-20T08:00:00.000Z', lat: 39.9, lng: 116.4 };
    const old = {
      language: 'zh',
      poiPreferred: false,
      lookups: [point],
      recentSearches: ['玉溪(软)'],
      recentPlaces: [],
    };
    localStorage.setItem('app-ui', JSON.stringify({ state: old, version: 0 }));
    await useAppStore.persist.rehydrate();
    expect(useAppStore.getState().lookups).toEqual([
      point,
      { kind: 'cigarette', at: point.at, name: '玉溪(软)' },
    ]);
    const stored = JSON.parse(localStorage.getItem('app-ui')!) as {
      state: Record<string, unknown>;
      version: number;
    };
    expect(stored.version).toBe(1);
    expect(stored.state).not.toHaveProperty('recentSearches');
    expect(stored.state.lookups).toEqual(useAppStore.getState().lookups);
  });

  it('writes to localStorage only when what it keeps changed (a click sets state it does not keep)', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    useAppStore.getState().setLanguage('en');
    expect(setItem).toHaveBeenCalledTimes(1);
    useAppStore.getState().setAnsweredLookup({ lat: 31.2, lng: 121.4, poi: false });
    useAppStore.setState({ mapCentre: { lat: 31.2, lng: 121.4 } });
    expect(setItem).toHaveBeenCalledTimes(1);
    useAppStore.getState().setLanguage('zh');
    expect(setItem).toHaveBeenCalledTimes(2);
    setItem.mockRestore();
  });
});
