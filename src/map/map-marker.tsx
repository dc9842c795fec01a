import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { MapAdapter } from './map-adapter';

interface MapMarkerProps {
  adapter: MapAdapter;
  lat: number;
  lng: number;
  anchor?: 'center' | 'bottom';
  children: ReactNode;
}

/** A DOM marker on the map whose content React renders (a portal): API text is never HTML. */
export function MapMarker({ adapter, lat, lng, anchor = 'center', children }: MapMarkerProps) {
  const [element] = useState(() => document.createElement('div'));

  useEffect(() => {
    const handle = adapter.addMarker(element, { lat, lng }, anchor);
    return () => handle.remove();
  }, [adapter, element, anchor, lat, lng]);

  return createPortal(children, element);
}
