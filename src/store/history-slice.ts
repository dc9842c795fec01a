import type { StateCreator } from 'zustand';

/** One lookup the user made: a point on the map or a cigarette name. */
export type LookupEntry =
  | {
      kind: 'point';
      at: string;
      lat: number;
      lng: number;
      /** The answer's line: the recommended address (entries stored before it kept the plain address). */
      label?: string;
      /** The POI picked there, when one was. */
      place?: string;
    }
  | { kind: 'cigarette'; at: string; name: string };

export const HISTORY_LIMIT = 50;

export interface HistorySlice {
  /** Newest first, at most HISTORY_LIMIT; kept in localStorage. */
  lookups: LookupEntry[];
  recordLookup: (entry: LookupEntry) => void;
  labelPoint: (lat: number, lng: number, label: string, place?: string) => void;
  clearLookups: () => void;
  /** Clears the cigarette entries alone (the cigarette panel's recent names are these entries). */
  clearCigaretteLookups: () => void;
}

/** The same lookup: the same point exactly, or the same product name. */
const sameLookup = (a: LookupEntry, b: LookupEntry) =>
  a.kind === 'point' && b.kind === 'point'
    ? a.lat === b.lat && a.lng === b.lng
    : a.kind === 'cigarette' && b.kind === 'cigarette' && a.name === b.name;

export const createHistorySlice: StateCreator<HistorySlice, [], [], HistorySlice> = (set) => ({
  lookups: [],
  // A repeated lookup moves to the top instead of appearing twice; a point keeps its label and POI.
  recordLookup: (entry) =>
    set(({ lookups }) => {
      const previous = lookups.find((old) => sameLookup(old, entry));
      const merged = previous?.kind === 'point' && entry.kind === 'point' ? { ...previous, ...entry } : entry;
      return { lookups: [merged, ...lookups.filter((old) => old !== previous)].slice(0, HISTORY_LIMIT) };
    }),
  labelPoint: (lat, lng, label, place) =>
    set(({ lookups }) => ({
      lookups: lookups.map((entry) =>
        entry.kind === 'point' &&
        entry.lat === lat &&
        entry.lng === lng &&
        (entry.label !== label || (place !== undefined && entry.place !== place))
          ? { ...entry, label, place: place ?? entry.place }
          : entry,
      ),
    })),
  clearLookups: () => set({ lookups: [] }),
  clearCigaretteLookups: () =>
    set(({ lookups }) => ({ lookups: lookups.filter((entry) => entry.kind !== 'cigarette') })),
});
