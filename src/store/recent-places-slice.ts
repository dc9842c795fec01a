import type { StateCreator } from 'zustand';
import type { PlaceSuggestion } from '../../contract/place-schema';
import { withRecent } from './recent-list';

export const MAX_RECENT_PLACES = 8;

/** Places chosen in the search box on this device, newest first (kept in localStorage with the store). */
export interface RecentPlacesSlice {
  recentPlaces: PlaceSuggestion[];
  addRecentPlace: (place: PlaceSuggestion) => void;
  clearRecentPlaces: () => void;
}

export const createRecentPlacesSlice: StateCreator<RecentPlacesSlice, [], [], RecentPlacesSlice> = (set) => ({
  recentPlaces: [],
  addRecentPlace: (place) =>
    set((state) => ({ recentPlaces: withRecent(state.recentPlaces, place, (p) => p.id, MAX_RECENT_PLACES) })),
  clearRecentPlaces: () => set({ recentPlaces: [] }),
});
