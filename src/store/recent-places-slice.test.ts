import { describe, expect, it } from 'vitest';
import { create } from 'zustand';
import type { PlaceSuggestion } from '../../contract/place-schema';
import { createRecentPlacesSlice, MAX_RECENT_PLACES, type RecentPlacesSlice } from './recent-places-slice';

const store = () => create<RecentPlacesSlice>()((...a) => createRecentPlacesSlice(...a));
const place = (id: string, name = id): PlaceSuggestion => ({
  id,
  name,
  kind: 'station',
  lat: 31.2346,
  lng: 121.5024,
  adcode: '310115',
  province: '上海市',
  city: '上海市',
  district: '浦东新区',
});

describe('recent places', () => {
  it('keeps places newest first, one entry per place', () => {
    const s = store();
    for (const id of ['a', 'b', 'a']) s.getState().addRecentPlace(place(id));
    expect(s.getState().recentPlaces.map((p) => p.id)).toEqual(['a', 'b']);
  });

  it(`keeps at most ${MAX_RECENT_PLACES} and clears`, () => {
    const s = store();
    for (let i = 0; i < 12; i++) s.getState().addRecentPlace(place(`p${i}`));
    expect(s.getState().recentPlaces).toHaveLength(MAX_RECENT_PLACES);
    expect(s.getState().recentPlaces[0]!.id).toBe('p11');
    s.getState().clearRecentPlaces();
    expect(s.getState().recentPlaces).toEqual([]);
  });
});
