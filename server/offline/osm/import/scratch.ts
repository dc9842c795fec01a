import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
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

  /**
   * In `base` (os.tmpdir() by default), named `prefix`, this process's id, '-' and six random
   * characters. Directories of the same prefix left by a process that is gone (killed outright,
   * so its exit hook never ran) are removed first.
   */
  constructor(base = tmpdir(), prefix = 'osm-import-') {
    mkdirSync(base, { recursive: true });
    removeStale(base, prefix);
    this.dir = mkdtempSync(join(base, `${prefix}${process.pid}-`));
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

/** Removes `prefix<pid>` and `prefix<pid>-…` directories in `base` whose process no longer runs. */
export function removeStale(base: string, prefix: string): void {
  for (const name of readdirSync(base)) {
    const pid = name.startsWith(prefix) ? /^(\d+)(?:-|$)/.exec(name.slice(prefix.length))?.[1] : undefined;
    if (pid && !running(Number(pid))) rmSync(join(base, name), { recursive: true, force: true });
  }
}

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
