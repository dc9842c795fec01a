// The phone bottom sheet's three resting heights and how a drag or a key moves between them.

export const SNAPS = ['peek', 'half', 'full'] as const;
export type Snap = (typeof SNAPS)[number];

/** Sheet height in px at each snap for a container `available` px tall. */
export function snapHeights(available: number, peek: number): Record<Snap, number> {
  const full = Math.max(peek, available - 12);
  return { peek, half: Math.min(full, Math.max(peek, Math.round(available * 0.5))), full };
}

/** The snap whose height is closest to a dragged height. */
export function nearestSnap(height: number, heights: Record<Snap, number>): Snap {
  let best: Snap = 'peek';
  for (const snap of SNAPS)
    if (Math.abs(heights[snap] - height) < Math.abs(heights[best] - height)) best = snap;
  return best;
}

/** One step up (+1) or down (-1), stopping at the ends. */
export function stepSnap(snap: Snap, direction: 1 | -1): Snap {
  const index = Math.min(SNAPS.length - 1, Math.max(0, SNAPS.indexOf(snap) + direction));
  return SNAPS[index]!;
}

/** A tap on the handle: peek → half → full → peek. */
export function cycleSnap(snap: Snap): Snap {
  return SNAPS[(SNAPS.indexOf(snap) + 1) % SNAPS.length]!;
}
