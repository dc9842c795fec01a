import type { StateCreator } from 'zustand';

export const MAX_RECENT_SEARCHES = 8;

/** Cigarette names looked up on this device, newest first (kept in localStorage with the store). */
export interface RecentSearchesSlice {
  recentSearches: string[];
  addRecentSearch: (name: string) => void;
  clearRecentSearches: () => void;
}

export const createRecentSearchesSlice: StateCreator<RecentSearchesSlice, [], [], RecentSearchesSlice> = (set) => ({
  recentSearches: [],
  addRecentSearch: (name) =>
    set((state) => {
      if (state.recentSearches[0] === name) return state;
      return { recentSearches: [name, ...state.recentSearches.filter((n) => n !== name)].slice(0, MAX_RECENT_SEARCHES) };
    }),
  clearRecentSearches: () => set({ recentSearches: [] }),
});
