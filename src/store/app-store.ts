import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { createGeocodeSlice, type GeocodeSlice } from './geocode-slice';
import { createHistorySlice, type HistorySlice } from './history-slice';
import { createLanguageSlice, type LanguageSlice } from './language-slice';
import { createRecentPlacesSlice, type RecentPlacesSlice } from './recent-places-slice';

// Ephemeral UI state only; server data lives in the query cache and shareable
// state in the URL. Slices are combined here and middleware applies to the whole.
export type AppState = LanguageSlice & GeocodeSlice & HistorySlice & RecentPlacesSlice;

/**
 * localStorage, written only when the kept state changed: persist writes on every change of the
 * store, and a click changes state it does not keep (the last answered lookup). In Chromium the
 * writes took 219 ms of 20 clicks' tasks.
 */
function writingChangesOnly(storage: StateStorage): StateStorage {
  const written = new Map<string, string>();
  return {
    getItem: (name) => storage.getItem(name),
    setItem: (name, value) => {
      if (written.get(name) === value) return;
      written.set(name, value);
      return storage.setItem(name, value);
    },
    removeItem: (name) => {
      written.delete(name);
      return storage.removeItem(name);
    },
  };
}

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
      storage: createJSONStorage(() => writingChangesOnly(localStorage)),
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
