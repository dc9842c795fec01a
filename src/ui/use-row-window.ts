import { useEffect, useState, type RefObject } from 'react';

/**
 * The rows of a fixed-height list that are in view (plus `overscan` either side):
 * with one row height, windowing is arithmetic on scrollTop, read once a frame.
 */
export function useRowWindow(scroller: RefObject<HTMLElement | null>, count: number, rowHeight: number, overscan = 10) {
  const [view, setView] = useState({ top: 0, height: 0 });
  // A list that starts empty may mount its scroller later: attach again when rows appear.
  const empty = count === 0;
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    let frame = 0;
    const read = () => {
      frame = 0;
      setView({ top: element.scrollTop, height: element.clientHeight });
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(read);
    };
    read();
    element.addEventListener('scroll', schedule, { passive: true });
    const resize = new ResizeObserver(schedule);
    resize.observe(element);
    return () => {
      element.removeEventListener('scroll', schedule);
      resize.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [scroller, empty]);

  const first = Math.max(0, Math.floor(view.top / rowHeight) - overscan);
  const last = Math.min(count, Math.ceil((view.top + view.height) / rowHeight) + overscan);
  return { first, last, totalHeight: count * rowHeight };
}

/** Scrolls the least needed to bring row `index` fully into view (nothing if it already is). */
export function scrollRowIntoView(element: HTMLElement, index: number, rowHeight: number) {
  const top = index * rowHeight;
  if (top < element.scrollTop) element.scrollTop = top;
  else if (top + rowHeight > element.scrollTop + element.clientHeight) element.scrollTop = top + rowHeight - element.clientHeight;
}
