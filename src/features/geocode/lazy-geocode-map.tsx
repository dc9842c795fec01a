import { lazy, Suspense } from 'react';
import { loadMaplibre } from '../../map/load-maplibre';

// The map component's code and MapLibre itself start loading together, as soon as
// the shell renders, so neither waits for the other.
const GeocodeMap = lazy(() => {
  void loadMaplibre();
  return import('./geocode-map').then((m) => ({ default: m.GeocodeMap }));
});

export function LazyGeocodeMap() {
  return (
    <Suspense fallback={null}>
      <GeocodeMap />
    </Suspense>
  );
}
