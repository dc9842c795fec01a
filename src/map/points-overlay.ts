import type { FeatureCollection, Point } from 'geojson';
import { useEffect } from 'react';
import { EMPTY_COLLECTION } from './layers';
import type { MapAdapter } from './map-adapter';

// Points that a view outside the map component (the batch view) draws on whichever
// map is shown, and what picking one does.

export type RowPoints = FeatureCollection<Point, { row: number; failed?: boolean }>;

interface PointsOverlay {
  /** GCJ-02; each feature's `row` is what `pick` gets. */
  points: RowPoints;
  pick: (row: number) => void;
  /** Bring every point into view (a new set of points). */
  fit: boolean;
}

let current: PointsOverlay | undefined;
const listeners = new Set<() => void>();

/** Draws these points (clustered at low zoom) until the next call; no argument clears them. */
export function showPoints(overlay?: PointsOverlay) {
  current = overlay;
  for (const listener of listeners) listener();
}

/** Keeps the adapter's `points` source, its picks and its view in step with showPoints. */
export function usePointsOverlay(adapter: MapAdapter | undefined) {
  useEffect(() => {
    if (!adapter) return;
    const apply = (fit: boolean) => {
      adapter.setData('points', current?.points ?? EMPTY_COLLECTION);
      adapter.onPointPick(current?.pick);
      const features = current?.points.features ?? [];
      if (!fit || features.length === 0) return;
      let [south, west, north, east] = [90, 180, -90, -180];
      for (const { geometry } of features) {
        const [lng, lat] = geometry.coordinates as [number, number];
        [south, west, north, east] = [Math.min(south, lat), Math.min(west, lng), Math.max(north, lat), Math.max(east, lng)];
      }
      adapter.fitBounds({ lat: south, lng: west }, { lat: north, lng: east }, 14);
    };
    // A map made after the points were set brings them into view too.
    apply(true);
    const listener = () => apply(current?.fit ?? false);
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }, [adapter]);
}
