import { useEffect, useState, type RefObject } from 'react';
import { useGeocodeT } from './use-geocode-t';

/** A finger, or a screen too narrow for a keyboard to be likely: the hint speaks of tapping. */
const TOUCH = '(pointer: coarse), (max-width: 767px)';

/**
 * The first-visit hint, above MapLibre's bottom corners (scale, attribution) however tall the
 * attribution wraps or unfolds, and worded for touch where there is no keyboard to press Enter on.
 */
export function FirstRunHint({ containerRef }: { containerRef: RefObject<HTMLDivElement | null> }) {
  const t = useGeocodeT();
  const bottom = useBottomControlsInset(containerRef);
  const touch = window.matchMedia?.(TOUCH).matches;
  return (
    <p className="geo-map-hint" style={{ bottom: bottom + 8 }}>
      {t(touch ? 'geo.map.hintTouch' : 'geo.map.hint')}
    </p>
  );
}

/** How far from the map's bottom edge its bottom control corners reach (px), kept up to date. */
function useBottomControlsInset(containerRef: RefObject<HTMLDivElement | null>): number {
  const [inset, setInset] = useState(20);
  useEffect(() => {
    const container = containerRef.current;
    if (!container || typeof ResizeObserver === 'undefined') return;
    const corners = [
      ...container.querySelectorAll<HTMLElement>(
        '.maplibregl-ctrl-bottom-left, .maplibregl-ctrl-bottom-right',
      ),
    ];
    const measure = () =>
      setInset(
        Math.max(
          0,
          ...corners.map((corner) => (corner.offsetHeight ? container.clientHeight - corner.offsetTop : 0)),
        ),
      );
    const observer = new ResizeObserver(measure);
    for (const element of [container, ...corners]) observer.observe(element);
    return () => observer.disconnect();
  }, [containerRef]);
  return inset;
}
