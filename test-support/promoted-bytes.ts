import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

// What a piece of work leaves to the old generation: the bytes that survived the young generation
// and were moved (promoted) to the old one while it ran, read from node:v8 after every collection.
// Garbage that dies young costs a scavenge; garbage that is promoted stays until the next full
// collection, and the old generation's size, which a process's RSS follows, grows with it (#39).
const PREAMBLE = `
import v8 from 'node:v8';
import { PerformanceObserver } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
const oldUsed = () => v8.getHeapSpaceStatistics().find((space) => space.space_name === 'old_space').space_used_size;
let promotedSince = 0;
let last = oldUsed();
new PerformanceObserver((list) => {
  for (const _ of list.getEntries()) {
    const now = oldUsed();
    if (now > last) promotedSince += now - last;
    last = now;
  }
}).observe({ entryTypes: ['gc'] });
/** Bytes promoted while work() ran (the observer is told of each collection just after it). */
globalThis.promotedBy = async (work) => {
  await sleep(50);
  promotedSince = 0;
  last = oldUsed();
  await work();
  await sleep(50);
  return promotedSince;
};
`;

/**
 * Runs `script` (an ES module; `promotedBy(async () => ...)` answers the bytes promoted while the
 * work ran) in a Node process of its own with tsx's loader, and answers what it prints as JSON.
 */
export async function inPromotionProbe<T>(script: string, args: string[] = []): Promise<T> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '--eval', PREAMBLE + script, ...args],
    { cwd: process.cwd(), timeout: 120_000 },
  );
  return JSON.parse(stdout) as T;
}
