import type { StateCreator } from 'zustand';

/** Ephemeral UI state of the map lookup; the queried point itself lives in the URL. */
export interface GeocodeSlice {
  /** Whether new lookups ask for POIs (remembered across visits). */
  poiPreferred: boolean;
  setPoiPreferred: (poi: boolean) => void;
  /** The POI under the pointer, in the list or on the map. */
  hoveredPoiId: string | undefined;
  setHoveredPoiId: (id: string | undefined) => void;
  /** First-level category the POI list is filtered by; '' shows all. */
  poiCategory: string;
  setPoiCategory: (category: string) => void;
}

export const createGeocodeSlice: StateCreator<GeocodeSlice, [], [], GeocodeSlice> = (set) => ({
  poiPreferred: false,
  setPoiPreferred: (poiPreferred) => set({ poiPreferred }),
  hoveredPoiId: undefined,
  setHoveredPoiId: (hoveredPoiId) => set({ hoveredPoiId }),
  poiCategory: '',
  setPoiCategory: (poiCategory) => set({ poiCategory }),
});
