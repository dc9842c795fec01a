// A click on the map, told as the pointer comes up rather than at MapLibre's `click` (which waits
// for the browser's click, and on touch for its tap recognition): the lookup leaves one step
// sooner. What MapLibre makes of the same pointer stays its own: a drag (moved beyond the
// tolerance MapLibre uses), a second finger (a pinch) and the second press of a double click or
// double tap (its zoom) are not clicks.

/** MapLibre's `clickTolerance` for a mouse, and its tap recogniser's distance and interval for a finger. */
const MOUSE_TOLERANCE_PX = 3;
const TOUCH_TOLERANCE_PX = 30;
const DOUBLE_INTERVAL_MS = 500;

interface Press {
  id: number;
  x: number;
  y: number;
}

/**
 * Calls `onClick` with each pointerup on `target` that is a click; returns the call that stops.
 * Only the primary button or the first finger counts.
 */
export function pointerClicks(target: HTMLElement, onClick: (event: PointerEvent) => void): () => void {
  const down = new Map<number, Press>();
  /** The press being watched; undefined once another finger joined it. */
  let press: Press | undefined;
  let lastClick: { x: number; y: number; at: number } | undefined;
  const tolerance = (event: PointerEvent) =>
    event.pointerType === 'mouse' ? MOUSE_TOLERANCE_PX : TOUCH_TOLERANCE_PX;

  const onDown = (event: PointerEvent) => {
    down.set(event.pointerId, { id: event.pointerId, x: event.clientX, y: event.clientY });
    press = down.size === 1 && event.isPrimary && event.button === 0 ? down.get(event.pointerId) : undefined;
  };
  const onUp = (event: PointerEvent) => {
    down.delete(event.pointerId);
    if (!press || press.id !== event.pointerId) return;
    const { x, y } = press;
    press = undefined;
    const near = (a: { x: number; y: number }) =>
      Math.hypot(event.clientX - a.x, event.clientY - a.y) <= tolerance(event);
    if (!near({ x, y })) return; // a drag
    const second = lastClick && event.timeStamp - lastClick.at < DOUBLE_INTERVAL_MS && near(lastClick);
    if (second) {
      lastClick = undefined; // a double click zooms; a third press starts anew
      return;
    }
    lastClick = { x: event.clientX, y: event.clientY, at: event.timeStamp };
    onClick(event);
  };
  const onCancel = (event: PointerEvent) => {
    down.delete(event.pointerId);
    if (press?.id === event.pointerId) press = undefined;
  };
  target.addEventListener('pointerdown', onDown);
  target.addEventListener('pointerup', onUp);
  target.addEventListener('pointercancel', onCancel);
  return () => {
    target.removeEventListener('pointerdown', onDown);
    target.removeEventListener('pointerup', onUp);
    target.removeEventListener('pointercancel', onCancel);
  };
}
