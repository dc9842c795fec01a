import type { StateCreator } from 'zustand';

/** What the batch view's file holds: points go on the map, cigarette names show in the cigarette panel instead. */
export interface BatchSlice {
  batchKind: 'points' | 'names';
  setBatchKind: (kind: 'points' | 'names') => void;
}

export const createBatchSlice: StateCreator<BatchSlice, [], [], BatchSlice> = (set) => ({
  batchKind: 'points',
  setBatchKind: (batchKind) => set({ batchKind }),
});
