import type { StateCreator } from 'zustand';
import type { PlaceSuggestion } from '../api/place-schema';

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
    set((state) => {
      if (state.recentPlaces[0]?.id === place.id) return state;
      return {
        recentPlaces: [place, ...state.recentPlaces.filter((p) => p.id !== place.id)].slice(0, MAX_RECENT_PLACES),
      };
    }),
  clearRecentPlaces: () => set({ recentPlaces: [] }),
});
