import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { createGeocodeSlice, type GeocodeSlice } from './geocode-slice';
import { createHistorySlice, type HistorySlice } from './history-slice';
import { createLanguageSlice, type LanguageSlice } from './language-slice';
import { createRecentPlacesSlice, type RecentPlacesSlice } from './recent-places-slice';

// Ephemeral UI state only; server data lives in the query cache and shareable
// state in the URL. Slices are combined here and middleware applies to the whole.
export type AppState = LanguageSlice & GeocodeSlice & HistorySlice & RecentPlacesSlice;

export const useAppStore = create<AppState>()(
  persist(
    (...a) => ({
      ...createLanguageSlice(...a),
      ...createGeocodeSlice(...a),
      ...createHistorySlice(...a),
      ...createRecentPlacesSlice(...a),
    }),
    {
      name: 'app-ui',
      version: 1,
      // Loaded only for state an older version wrote (once per device), off the eager bundle.
      migrate: (persisted, version) =>
        import('./migrate-app-ui').then((m) => m.migrateAppUi(persisted, version)),
      partialize: (state) => ({
        language: state.language,
        poiPreferred: state.poiPreferred,
        lookups: state.lookups,
        recentPlaces: state.recentPlaces,
      }),
    },
  ),
);
