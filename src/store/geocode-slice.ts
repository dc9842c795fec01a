import type { StateCreator } from 'zustand';

/** Ephemeral UI state of the map lookup; the queried point itself lives in the URL. */
export interface GeocodeSlice {
  /** Whether new lookups ask for POIs (remembered across visits). */
  poiPreferred: boolean;
  setPoiPreferred: (poi: boolean) => void;
  /** The POI under the pointer, in the list or on the map. */
  hoveredPoiId: string | undefined;
  setHoveredPoiId: (id: string | undefined) => void;
  /** The POI last picked in the list; the map flies to it (a new object each pick). */
  focusedPoi: { key: string; lat: number; lng: number } | undefined;
  focusPoi: (poi: { key: string; lat: number; lng: number } | undefined) => void;
  /** First-level category the POI list is filtered by; '' shows all. */
  poiCategory: string;
  setPoiCategory: (category: string) => void;
}

export const createGeocodeSlice: StateCreator<GeocodeSlice, [], [], GeocodeSlice> = (set) => ({
  poiPreferred: false,
  setPoiPreferred: (poiPreferred) => set({ poiPreferred }),
  hoveredPoiId: undefined,
  setHoveredPoiId: (hoveredPoiId) => set({ hoveredPoiId }),
  focusedPoi: undefined,
  focusPoi: (focusedPoi) => set({ focusedPoi }),
  poiCategory: '',
  setPoiCategory: (poiCategory) => set({ poiCategory }),
});
