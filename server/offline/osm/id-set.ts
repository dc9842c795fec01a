import { growFloat64 } from './growable';

/**
 * A set of OSM ids built by appending (duplicates welcome), then read as a sorted array
 * without duplicates: 8 bytes an id, not a Set's ~50. Each time the ids held double they are
 * sorted and deduplicated in place, so repeats (nodes shared by ways) do not pile up.
 */
export class IdSetBuilder {
  private ids = growFloat64();
  private compactAt: number;

  constructor(compactAt = 1 << 16) {
    this.compactAt = compactAt;
  }

  add(id: number): void {
    if (this.ids.length === this.compactAt) {
      this.ids.truncate(sortUnique(this.ids.view()));
      this.compactAt = Math.max(this.compactAt, this.ids.length * 2);
    }
    this.ids.push(id);
  }

  /** The ids, sorted and unique, in an array of their own size; the builder is empty after. */
  finish(): Float64Array {
    const ids = this.ids.view();
    const sorted = ids.slice(0, sortUnique(ids));
    this.ids = growFloat64();
    return sorted;
  }
}

/** Sorts in place, moves the distinct values to the front and returns how many there are. */
function sortUnique(ids: Float64Array): number {
  ids.sort();
  let kept = 0;
  for (let i = 0; i < ids.length; i++) if (kept === 0 || ids[i] !== ids[kept - 1]) ids[kept++] = ids[i]!;
  return kept;
}

/** The first index of sorted `ids` whose value is not below `id` (ids.length when none is). */
export function lowerBound(ids: Float64Array, id: number): number {
  let lo = 0;
  let hi = ids.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (ids[mid]! < id) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Index of `id` in sorted `ids`, or -1. */
export function indexOfId(ids: Float64Array, id: number): number {
  const at = lowerBound(ids, id);
  return ids[at] === id ? at : -1;
}
