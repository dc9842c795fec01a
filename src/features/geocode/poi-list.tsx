import { useEffect, useRef } from 'react';
import { useT } from '../../i18n/use-t';
import { useAppStore } from '../../store/app-store';
import { categoryLevels, formatDistance } from './format';
import type { NumberedPoi } from './result-model';
import { poiShareId, usePoiSelection } from './use-poi-selection';

/** POIs with their map numbers; hovering or focusing a row highlights its marker, clicking flies to it. */
export function PoiList({ pois }: { pois: NumberedPoi[] }) {
  const t = useT();
  const hovered = useAppStore((s) => s.hoveredPoiId);
  const setHovered = useAppStore((s) => s.setHoveredPoiId);
  const { selectedId, select } = usePoiSelection();
  const listRef = useRef<HTMLOListElement>(null);

  // A marker hovered on the map brings its row into view (a row under the pointer is already there).
  useEffect(() => {
    if (hovered === undefined) return;
    const row = listRef.current?.querySelector<HTMLElement>(`[data-poi-key="${hovered}"]`);
    if (row && !row.matches(':hover, :focus')) row.scrollIntoView?.({ block: 'nearest' });
  }, [hovered]);

  return (
    <ol className="geo-poi-list" ref={listRef}>
      {pois.map((numbered) => {
        const { key, number, poi } = numbered;
        const levels = categoryLevels(poi.category);
        const location = poi.location;
        return (
          <li key={key}>
            <button
              type="button"
              className="geo-poi-row"
              data-poi-key={key}
              data-highlighted={hovered === key ? 'true' : undefined}
              aria-current={selectedId === poiShareId(numbered) ? 'true' : undefined}
              aria-label={location ? t('geo.poi.flyTo', { title: poi.title || String(number) }) : undefined}
              aria-disabled={!location}
              onMouseEnter={() => setHovered(key)}
              onMouseLeave={() => setHovered(undefined)}
              onFocus={() => setHovered(key)}
              onBlur={() => setHovered(undefined)}
              onClick={() => select(numbered)}
            >
              <span className="geo-poi-number" aria-hidden="true">
                {number}
              </span>
              <span className="geo-poi-body">
                <span className="geo-poi-title">{poi.title || t('geo.ref.untitled')}</span>
                {levels.length > 0 && (
                  <span className="geo-poi-category">
                    {levels.map((level, index) => (
                      <span key={index} className="geo-chip">
                        {level}
                      </span>
                    ))}
                  </span>
                )}
                {poi.address && <span className="geo-poi-address">{poi.address}</span>}
              </span>
              <span className="geo-poi-distance">{formatDistance(poi._distance)}</span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
