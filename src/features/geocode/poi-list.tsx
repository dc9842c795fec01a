import './poi-list.css';
import { useEffect, useRef, type CSSProperties } from 'react';
import { useGeocodeT } from './use-geocode-t';
import { useAppStore } from '../../store/app-store';
import { scrollRowIntoView, useRowWindow } from '../../ui/use-row-window';
import { categoryLevels, formatDistance } from './format';
import type { NumberedPoi } from './result-model';
import { poiShareId, usePoiSelection } from './use-poi-selection';

/** From this many POIs on, only the rows in view are rendered (12,000 took 19 s to paint). */
export const VIRTUAL_FROM = 60;
/** The fixed row height of a long list (poi-list.css): rows are placed by index × height. */
const ROW_PX = 64;

/** POIs with their map numbers; hovering or focusing a row highlights its marker, clicking flies to it. */
export function PoiList({ pois }: { pois: NumberedPoi[] }) {
  const hovered = useAppStore((s) => s.hoveredPoiId);
  const listRef = useRef<HTMLOListElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtual = pois.length >= VIRTUAL_FROM;
  const { first, last, totalHeight } = useRowWindow(scrollRef, virtual ? pois.length : 0, ROW_PX, 8);

  // A marker hovered on the map brings its row into view (a row under the pointer is already there).
  useEffect(() => {
    if (hovered === undefined) return;
    if (virtual) {
      const index = pois.findIndex((numbered) => numbered.key === hovered);
      const row = scrollRef.current?.querySelector<HTMLElement>(`[data-poi-key="${hovered}"]`);
      if (index >= 0 && scrollRef.current && !row?.matches(':hover, :focus'))
        scrollRowIntoView(scrollRef.current, index, ROW_PX);
      return;
    }
    const row = listRef.current?.querySelector<HTMLElement>(`[data-poi-key="${hovered}"]`);
    if (row && !row.matches(':hover, :focus')) row.scrollIntoView?.({ block: 'nearest' });
  }, [hovered, pois, virtual]);

  if (!virtual) {
    return (
      <ol className="geo-poi-list" ref={listRef}>
        {pois.map((numbered) => (
          <li key={numbered.key}>
            <PoiRow numbered={numbered} />
          </li>
        ))}
      </ol>
    );
  }
  return (
    <div className="geo-poi-scroll" ref={scrollRef}>
      <ol className="geo-poi-list geo-poi-list-virtual" style={{ height: totalHeight }}>
        {pois.slice(first, last).map((numbered, offset) => {
          const index = first + offset;
          const style: CSSProperties = { transform: `translateY(${index * ROW_PX}px)` };
          return (
            <li
              key={numbered.key}
              data-index={index}
              style={style}
              aria-setsize={pois.length}
              aria-posinset={index + 1}
            >
              <PoiRow numbered={numbered} />
            </li>
          );
        })}
      </ol>
    </div>
  );
}

function PoiRow({ numbered }: { numbered: NumberedPoi }) {
  const t = useGeocodeT();
  const hovered = useAppStore((s) => s.hoveredPoiId);
  const setHovered = useAppStore((s) => s.setHoveredPoiId);
  const language = useAppStore((s) => s.language);
  const { selectedId, select } = usePoiSelection();
  const { key, number, poi } = numbered;
  const levels = categoryLevels(poi.category);
  const location = poi.location;
  return (
    <button
      type="button"
      className="geo-poi-row"
      data-poi-key={key}
      data-highlighted={hovered === key ? 'true' : undefined}
      aria-current={selectedId === poiShareId(numbered) ? 'true' : undefined}
      title={location ? t('geo.poi.flyTo', { title: poi.title || String(number) }) : undefined}
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
      <span className="geo-poi-distance">{formatDistance(poi._distance, language)}</span>
    </button>
  );
}
