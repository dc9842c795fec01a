import { useCallback } from 'react';
import { roundCoordinate } from '../../api/geocode-queries';
import type { PlaceSuggestion } from '../../../contract/place-schema';
import type { LatLng } from '../../map/datum';
import { useAppStore } from '../../store/app-store';
import { currentAppUrl, navigateAppUrl } from '../../url/use-app-url';
import { placeTarget } from './place-target';

const round = (p: LatLng): LatLng => ({ lat: roundCoordinate(p.lat), lng: roundCoordinate(p.lng) });

/**
 * Choosing a place is a lookup like a click: a new history entry with the place's point,
 * plus the zoom (and centre, for an outline) the map flies to. `mapSize` is the map's size now.
 */
export function useChoosePlace(mapSize: () => { width: number; height: number } | undefined) {
  const poiPreferred = useAppStore((s) => s.poiPreferred);
  const addRecentPlace = useAppStore((s) => s.addRecentPlace);
  return useCallback(
    (place: PlaceSuggestion) => {
      addRecentPlace(place);
      const { point, z, view } = placeTarget(place, mapSize());
      const { state } = currentAppUrl();
      navigateAppUrl(
        {
          point: round(point),
          z,
          view: view && round(view),
          // A new point keeps the POI switch as it is; with no point yet, the remembered choice applies.
          poi: state.point ? state.poi : poiPreferred,
          sel: undefined,
        },
        'push',
      );
    },
    [addRecentPlace, mapSize, poiPreferred],
  );
}
