/** `list` with `item` first and any earlier copy (same key) removed, at most `max` long; the same list when it is already first. */
export function withRecent<T>(list: T[], item: T, key: (value: T) => string, max: number): T[] {
  if (list[0] !== undefined && key(list[0]) === key(item)) return list;
  return [item, ...list.filter((other) => key(other) !== key(item))].slice(0, max);
}
