import { useVirtualizer } from '@tanstack/react-virtual';
import './poi-list.css';
import { useEffect, useRef, type CSSProperties } from 'react';
import { useT } from '../../i18n/use-t';
import { useAppStore } from '../../store/app-store';
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
  // eslint-disable-next-line react-hooks/incompatible-library -- the compiler skips this component; nothing here relies on memoising it
  const virtualizer = useVirtualizer({
    count: virtual ? pois.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_PX,
    overscan: 8,
  });

  // A marker hovered on the map brings its row into view (a row under the pointer is already there).
  useEffect(() => {
    if (hovered === undefined) return;
    if (virtual) {
      const index = pois.findIndex((numbered) => numbered.key === hovered);
      const row = scrollRef.current?.querySelector<HTMLElement>(`[data-poi-key="${hovered}"]`);
      if (index >= 0 && !row?.matches(':hover, :focus')) virtualizer.scrollToIndex(index, { align: 'auto' });
      return;
    }
    const row = listRef.current?.querySelector<HTMLElement>(`[data-poi-key="${hovered}"]`);
    if (row && !row.matches(':hover, :focus')) row.scrollIntoView?.({ block: 'nearest' });
  }, [hovered, pois, virtual, virtualizer]);

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
      <ol className="geo-poi-list geo-poi-list-virtual" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const numbered = pois[item.index]!;
          const style: CSSProperties = { transform: `translateY(${item.start}px)` };
          return (
            <li
              key={numbered.key}
              data-index={item.index}
              style={style}
              aria-setsize={pois.length}
              aria-posinset={item.index + 1}
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
  const t = useT();
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
