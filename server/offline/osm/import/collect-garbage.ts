import { getHeapStatistics } from 'node:v8';

const gc = () => (globalThis as { gc?: () => void }).gc;

/**
 * A full collection now, when the process runs with --expose-gc (npm run osm:import does), so a
 * finished pass's arrays are let go before the next pass allocates, not whenever V8 gets to them.
 */
export const collectGarbage = () => gc()?.();

/**
 * A check to call once per element: every 4,096 calls, a full collection if the heap has grown by
 * `slack` bytes since the last one. The parser and the way geometry leave garbage that V8 let grow
 * to 200+ MB between its own collections; this bounds it. Does nothing without --expose-gc.
 */
export function garbageBound(slack = 32 << 20): () => void {
  let calls = 0;
  let base = getHeapStatistics().used_heap_size;
  return () => {
    if (++calls % 4096 !== 0 || !gc()) return;
    if (getHeapStatistics().used_heap_size < base + slack) return;
    collectGarbage();
    base = getHeapStatistics().used_heap_size;
  };
}
