/**
 * Runs `run(index)` for every index below `count`, started in order, at most `limit` at once.
 * `pause`, when it returns a promise, is waited before the next start (a job gives way to requests).
 */
export async function forEachWithLimit(
  count: number,
  limit: number,
  run: (index: number) => Promise<void>,
  pause?: () => Promise<void> | undefined,
): Promise<void> {
  let next = 0;
  const runner = async () => {
    while (next < count) {
      const waiting = pause?.();
      if (waiting) {
        await waiting;
        // Another runner may have taken the last items meanwhile.
        if (next >= count) break;
      }
      await run(next++);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, count)) }, runner));
}

/** Maps `items` with at most `limit` calls in flight; results keep the input order. */
export async function mapWithLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  await forEachWithLimit(items.length, limit, async (index) => {
    results[index] = await fn(items[index]!, index);
  });
  return results;
}
