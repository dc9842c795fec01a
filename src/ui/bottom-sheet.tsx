import { useId, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { cycleSnap, nearestSnap, snapHeights, stepSnap, type Snap } from './sheet-snaps';

interface BottomSheetProps {
  children: ReactNode;
  /** The handle's accessible name for a snap, e.g. "面板高度：半屏". */
  handleLabel: (snap: Snap) => string;
  /** How to operate the handle, read after its name. */
  handleHint: string;
}

interface Drag {
  pointer: number;
  startY: number;
  startHeight: number;
  moved: boolean;
  /** The dragged height so far (state may not have rendered yet when the pointer lifts). */
  height?: number;
}

/**
 * The side panels; under 768 px (app.css) a bottom sheet over the map with a handle and three
 * snap points (peek, half, full): drag the handle, tap it to cycle, or use the arrow keys.
 */
export function BottomSheet({ children, handleLabel, handleHint }: BottomSheetProps) {
  const hintId = useId();
  const ref = useRef<HTMLElement>(null);
  const drag = useRef<Drag | undefined>(undefined);
  const dragged = useRef(false);
  const [snap, setSnap] = useState<Snap>('peek');
  const [height, setHeight] = useState<number>();

  const heights = () => {
    const sheet = ref.current!;
    const peek = parseFloat(getComputedStyle(sheet).getPropertyValue('--sheet-peek')) || 140;
    return snapHeights(sheet.parentElement?.clientHeight ?? window.innerHeight, peek);
  };

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const startHeight = ref.current!.getBoundingClientRect().height;
    drag.current = { pointer: event.pointerId, startY: event.clientY, startHeight, moved: false };
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    if (!current || current.pointer !== event.pointerId) return;
    const dy = event.clientY - current.startY;
    if (Math.abs(dy) > 4) current.moved = true;
    if (!current.moved) return;
    const { peek, full } = heights();
    current.height = Math.min(full, Math.max(peek, current.startHeight - dy));
    setHeight(current.height);
  };
  const onPointerEnd = () => {
    const current = drag.current;
    drag.current = undefined;
    if (!current?.moved) return;
    dragged.current = true; // the click that follows this pointerup is the drag's, not a tap
    if (current.height !== undefined) setSnap(nearestSnap(current.height, heights()));
    setHeight(undefined);
  };
  const onClick = () => {
    if (dragged.current) dragged.current = false;
    else setSnap(cycleSnap(snap));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const next =
      event.key === 'ArrowUp'
        ? stepSnap(snap, 1)
        : event.key === 'ArrowDown'
          ? stepSnap(snap, -1)
          : event.key === 'Home'
            ? 'peek'
            : event.key === 'End'
              ? 'full'
              : undefined;
    if (!next) return;
    event.preventDefault();
    setSnap(next);
  };

  return (
    <aside
      ref={ref}
      className="side-panels"
      data-snap={snap}
      data-dragging={height !== undefined ? 'true' : undefined}
      style={height !== undefined ? { height } : undefined}
    >
      <button
        type="button"
        className="sheet-handle"
        aria-label={handleLabel(snap)}
        aria-describedby={hintId}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onClick={onClick}
        onKeyDown={onKeyDown}
      >
        <span className="sheet-grip" aria-hidden="true" />
      </button>
      <span id={hintId} hidden>
        {handleHint}
      </span>
      {/* Moving into the folded sheet with Tab opens it enough to see where focus went. */}
      <div className="sheet-body" onFocus={() => snap === 'peek' && setSnap('half')}>
        {children}
      </div>
    </aside>
  );
}
