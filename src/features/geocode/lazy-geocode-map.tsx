import { lazy, Suspense, type ReactNode } from 'react';
import { loadMaplibre } from '../../map/load-maplibre';

// The map component's code and MapLibre itself start loading together, as soon as
// the shell renders, so neither waits for the other.
const GeocodeMap = lazy(() => {
  void loadMaplibre();
  return import('./geocode-map').then((m) => ({ default: m.GeocodeMap }));
});

/** `children`: layers from elsewhere in the app, drawn inside the map once it is made (see MapContext). */
export function LazyGeocodeMap({ children }: { children?: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <GeocodeMap>{children}</GeocodeMap>
    </Suspense>
  );
}
