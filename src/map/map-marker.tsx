import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { MapAdapter, MarkerHandle } from './map-adapter';

interface MapMarkerProps {
  adapter: MapAdapter;
  lat: number;
  lng: number;
  anchor?: 'center' | 'bottom';
  children: ReactNode;
}

/**
 * A DOM marker on the map whose content React renders (a portal): API text is never HTML.
 * The marker is created once per map and moved when its position changes, as react-map-gl does.
 */
export function MapMarker({ adapter, lat, lng, anchor = 'center', children }: MapMarkerProps) {
  const [element] = useState(() => document.createElement('div'));
  const position = useRef({ lat, lng });
  const handle = useRef<MarkerHandle | undefined>(undefined);

  useEffect(() => {
    position.current = { lat, lng };
    handle.current?.setPosition(position.current);
  }, [lat, lng]);

  useEffect(() => {
    const created = adapter.addMarker(element, position.current, anchor);
    handle.current = created;
    return () => {
      created.remove();
      handle.current = undefined;
    };
  }, [adapter, element, anchor]);

  return createPortal(children, element);
}
