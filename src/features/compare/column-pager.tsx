import { useEffect, useState, type RefObject } from 'react';
import { useCompareT } from './use-compare-t';

interface Window {
  first: number;
  visible: number;
}

/** Which product columns are in view, read from the scroller (the label column stays put). */
function columnsInView(scroller: HTMLElement): Window | undefined {
  const columns = scroller.querySelectorAll<HTMLElement>('.cmp-product');
  const label = scroller.querySelector<HTMLElement>('.cmp-corner');
  if (columns.length === 0 || !label || scroller.scrollWidth <= scroller.clientWidth + 1) return undefined;
  const width = columns[0]!.offsetWidth;
  const visible = Math.max(1, Math.floor((scroller.clientWidth - label.offsetWidth + 1) / width));
  return { first: Math.round(scroller.scrollLeft / width), visible };
}

/**
 * When not every product fits (a phone shows two at a time), says which are in view and steps one
 * column back or forward: the buttons do what a swipe does, for a keyboard or a screen reader.
 */
export function ColumnPager({ scroller, count }: { scroller: RefObject<HTMLElement | null>; count: number }) {
  const t = useCompareT();
  const [view, setView] = useState<Window>();

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const update = () =>
      setView((last) => {
        const next = columnsInView(element);
        return last?.first === next?.first && last?.visible === next?.visible ? last : next;
      });
    update();
    element.addEventListener('scroll', update, { passive: true });
    const resize = new ResizeObserver(update);
    resize.observe(element);
    return () => {
      element.removeEventListener('scroll', update);
      resize.disconnect();
    };
  }, [scroller, count]);

  if (!view) return null;
  const step = (by: number) => {
    const element = scroller.current;
    const column = element?.querySelector<HTMLElement>('.cmp-product');
    if (element && column) element.scrollBy({ left: by * column.offsetWidth, behavior: 'smooth' });
  };
  const last = Math.min(view.first + view.visible, count);
  return (
    <div className="cmp-pager">
      <button type="button" disabled={view.first === 0} onClick={() => step(-1)}>
        ← {t('compare.previous')}
      </button>
      <span role="status" className="cmp-pager-text">
        {t('compare.showing', { from: view.first + 1, to: last, count })}
      </span>
      <button type="button" disabled={last >= count} onClick={() => step(1)}>
        {t('compare.next')} →
      </button>
    </div>
  );
}
