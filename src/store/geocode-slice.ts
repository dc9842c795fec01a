import type { StateCreator } from 'zustand';
import type { GeocodeLookup } from '../api/geocode-queries';

/** Ephemeral UI state of the map lookup; the queried point itself lives in the URL. */
export interface GeocodeSlice {
  /** Whether new lookups ask for POIs (remembered across visits). */
  poiPreferred: boolean;
  setPoiPreferred: (poi: boolean) => void;
  /** The POI under the pointer, in the list or on the map. */
  hoveredPoiId: string | undefined;
  setHoveredPoiId: (id: string | undefined) => void;
  /**
   * Counts picks of a POI; the map flies to the POI selected in the URL (`sel`) when it
   * changes. The selection itself lives only in the URL.
   */
  poiFocusRequests: number;
  requestPoiFocus: () => void;
  /** The last lookup that was answered; its answer (in the query cache) is shown while a new one loads or fails. */
  answeredLookup: GeocodeLookup | undefined;
  setAnsweredLookup: (lookup: GeocodeLookup) => void;
  /** Where the map is centred now (GCJ-02; set by the map); the URL shares it only beside a queried point. */
  mapCentre?: { lat: number; lng: number };
}

export const createGeocodeSlice: StateCreator<GeocodeSlice, [], [], GeocodeSlice> = (set) => ({
  poiPreferred: false,
  setPoiPreferred: (poiPreferred) => set({ poiPreferred }),
  hoveredPoiId: undefined,
  setHoveredPoiId: (hoveredPoiId) => set({ hoveredPoiId }),
  poiFocusRequests: 0,
  requestPoiFocus: () => set((state) => ({ poiFocusRequests: state.poiFocusRequests + 1 })),
  answeredLookup: undefined,
  setAnsweredLookup: (answeredLookup) => set({ answeredLookup }),
});
