import { statSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';

/** How often the manifest is looked at: /api/health shows a new import within this plus its load. */
const POLL_MS = 2000;

/**
 * The manifest's identity. An import renames a whole new directory into place, so its manifest
 * is a new file (inode); time and size catch one rewritten in place. '' when there is none.
 */
function stampOf(stats: { ino: number; mtimeMs: number; size: number } | undefined) {
  return stats ? `${stats.ino}:${stats.mtimeMs}:${stats.size}` : '';
}

async function manifestStamp(dir: string) {
  return stampOf(await stat(join(dir, 'manifest.json')).catch(() => undefined));
}

export interface OsmDataWatch {
  /** Whether a new directory is being loaded now (readiness says so). */
  readonly loading: boolean;
  /** Looks now; `force` loads the directory again even when its manifest is the same (SIGHUP). */
  check(force?: boolean): Promise<void>;
  stop(): void;
}

/**
 * Watches an imported data directory by polling its manifest (robust on every file system, and
 * across the importer's renames). When it changes, `load` reads the new data whole and returns
 * the swap, which is made only if the manifest did not change again meanwhile (else it is loaded
 * again). A load that fails leaves the data served as it was and is logged; a manifest that
 * disappears (between the importer's two renames, or removed) changes nothing either.
 */
export function watchOsmData(
  dir: string,
  load: () => Promise<() => void>,
  log: (line: string) => void,
  pollMs = POLL_MS,
): OsmDataWatch {
  let served = stampOf(statSync(join(dir, 'manifest.json'), { throwIfNoEntry: false }));
  let running: Promise<void> | undefined;
  let loading = false;
  /** A check asked while one runs, or a directory that changed during its load: looked at after. */
  let queued: { force: boolean } | undefined;

  const loadNew = async (force: boolean) => {
    const stamp = await manifestStamp(dir);
    if (!stamp || (stamp === served && !force)) return;
    let swap: () => void;
    loading = true;
    try {
      swap = await load();
    } catch (error) {
      served = stamp; // not tried again until the directory changes
      log(
        `street-level data in ${dir} not loaded, still serving the previous data: ${(error as Error).message}`,
      );
      return;
    } finally {
      loading = false;
    }
    if ((await manifestStamp(dir)) !== stamp) return void (queued ??= { force: false });
    swap();
    served = stamp;
  };

  const check = async (force = false): Promise<void> => {
    if (running) {
      if (!queued?.force) queued = { force };
      return running;
    }
    running = loadNew(force).finally(() => (running = undefined));
    await running;
    const next = queued;
    queued = undefined;
    if (next) await check(next.force);
  };

  const timer = setInterval(() => void check(), pollMs).unref();
  return {
    get loading() {
      return loading;
    },
    check,
    stop: () => clearInterval(timer),
  };
}
