import { useEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/**
 * The rows of a fixed-height list that are in view (plus `overscan` either side):
 * with one row height, windowing is arithmetic on scrollTop, read once a frame.
 */
export function useRowWindow(scroller: RefObject<HTMLElement | null>, count: number, rowHeight: number, overscan = 10) {
  const [view, setView] = useState({ top: 0, height: 0 });
  // Attached again when the list changes (a list that starts empty may mount its scroller later).
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    let frame = 0;
    const update = () => {
      const next = { top: element.scrollTop, height: element.clientHeight };
      setView((view) => (sameRows(view, next, { count, rowHeight, overscan }) ? view : next));
    };
    // Rendered in this frame, before it is drawn (a later render shows the new rows a frame late),
    // and only when the rows in the window change.
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
  }, [scroller, count, rowHeight, overscan]);

  return { ...rowRange(view, { count, rowHeight, overscan }), totalHeight: count * rowHeight };
}

interface ListShape {
  count: number;
  rowHeight: number;
  overscan: number;
}

function rowRange({ top, height }: { top: number; height: number }, { count, rowHeight, overscan }: ListShape) {
  const first = Math.max(0, Math.floor(top / rowHeight) - overscan);
  const last = Math.min(count, Math.ceil((top + height) / rowHeight) + overscan);
  return { first, last };
}

function sameRows(a: { top: number; height: number }, b: { top: number; height: number }, shape: ListShape) {
  const [x, y] = [rowRange(a, shape), rowRange(b, shape)];
  return x.first === y.first && x.last === y.last;
}

/** Scrolls the least needed to bring row `index` fully into view (nothing if it already is). */
export function scrollRowIntoView(element: HTMLElement, index: number, rowHeight: number) {
  const top = index * rowHeight;
  if (top < element.scrollTop) element.scrollTop = top;
  else if (top + rowHeight > element.scrollTop + element.clientHeight) element.scrollTop = top + rowHeight - element.clientHeight;
}
