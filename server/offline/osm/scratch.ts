import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const live = new Set<string>();
let hooked = false;

/** Removes every scratch directory still there (on exit, so an interrupted or failed import leaves none). */
export function removeAllScratch(): void {
  for (const dir of live) rmSync(dir, { recursive: true, force: true });
  live.clear();
}

/**
 * A temporary directory for what one import spills to disk instead of holding: node coordinates,
 * crossroad candidates, the output tables' columns, strings and places. Removed by `remove`, and
 * at process exit whatever happened (an uncaught error, or a signal handler's process.exit).
 */
export class Scratch {
  readonly dir: string;
  private files = 0;

  /** In `base` (os.tmpdir() by default), named `prefix` and six random characters. */
  constructor(base = tmpdir(), prefix = 'osm-import-') {
    mkdirSync(base, { recursive: true });
    this.dir = mkdtempSync(join(base, prefix));
    if (!hooked) process.once('exit', removeAllScratch);
    hooked = true;
    live.add(this.dir);
  }

  /** A new file name inside the directory. */
  file(name: string): string {
    return join(this.dir, `${++this.files}-${name}`);
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
    live.delete(this.dir);
  }
}
