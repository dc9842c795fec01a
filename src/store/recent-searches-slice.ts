import type { StateCreator } from 'zustand';
import { withRecent } from './recent-list';

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
    set((state) => ({ recentSearches: withRecent(state.recentSearches, name, (n) => n, MAX_RECENT_SEARCHES) })),
  clearRecentSearches: () => set({ recentSearches: [] }),
});
