import { useCallback, useLayoutEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/** Items [first, last) of a list or a table's columns. */
export interface ItemRange {
  first: number;
  last: number;
}

/**
 * The range `measure` reads from `scroller` (its scroll offset and size), kept in step with its
 * scrolling and resizing; the component renders again only when the range changes.
 */
function useScrolledRange(
  scroller: RefObject<HTMLElement | null>,
  measure: (element: HTMLElement) => ItemRange,
) {
  const [range, setRange] = useState<ItemRange>({ first: 0, last: 0 });
  // Attached again for a new measure (a list that starts empty may mount its scroller later).
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    let frame = 0;
    const update = () => {
      const next = measure(element);
      setRange((range) => (range.first === next.first && range.last === next.last ? range : next));
    };
    // Rendered in this frame, before it is drawn (a later render shows the new items a frame late).
    const read = () => {
      frame = 0;
      flushSync(update);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(read);
    };
    update();
    element.addEventListener('scroll', schedule, { passive: true });
    const resize = new ResizeObserver(schedule);
    resize.observe(element);
    return () => {
      element.removeEventListener('scroll', schedule);
      resize.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [scroller, measure]);
  return range;
}

/**
 * The rows of a fixed-height list that are in view (plus `overscan` either side):
 * with one row height, windowing is arithmetic on scrollTop, read once a frame.
 */
export function useRowWindow(
  scroller: RefObject<HTMLElement | null>,
  count: number,
  rowHeight: number,
  overscan = 10,
) {
  const measure = useCallback(
    ({ scrollTop, clientHeight }: HTMLElement) => ({
      first: Math.max(0, Math.floor(scrollTop / rowHeight) - overscan),
      last: Math.min(count, Math.ceil((scrollTop + clientHeight) / rowHeight) + overscan),
    }),
    [count, rowHeight, overscan],
  );
  return { ...useScrolledRange(scroller, measure), totalHeight: count * rowHeight };
}

/**
 * The columns of a table wider than its view that are in view (plus `overscan` either side),
 * from `scroller`'s horizontal scroll; `widths` are the columns' widths in px, in order (keep the
 * array stable: a new one reads the range again).
 */
export function useColumnWindow(
  scroller: RefObject<HTMLElement | null>,
  widths: readonly number[],
  overscan = 1,
) {
  const measure = useCallback(
    ({ scrollLeft, clientWidth }: HTMLElement) => columnRange(widths, scrollLeft, clientWidth, overscan),
    [widths, overscan],
  );
  return useScrolledRange(scroller, measure);
}

/** The columns that [left, left + width) overlaps, with `overscan` more either side. */
export function columnRange(
  widths: readonly number[],
  left: number,
  width: number,
  overscan: number,
): ItemRange {
  let first = 0;
  let x = 0;
  while (first < widths.length - 1 && x + widths[first]! <= left) x += widths[first++]!;
  let last = first;
  while (last < widths.length && x < left + width) x += widths[last++]!;
  return {
    first: Math.max(0, first - overscan),
    last: Math.min(widths.length, Math.max(last, first + 1) + overscan),
  };
}

/** Scrolls the least needed to bring row `index` fully into view (nothing if it already is). */
export function scrollRowIntoView(element: HTMLElement, index: number, rowHeight: number) {
  const top = index * rowHeight;
  if (top < element.scrollTop) element.scrollTop = top;
  else if (top + rowHeight > element.scrollTop + element.clientHeight)
    element.scrollTop = top + rowHeight - element.clientHeight;
}
