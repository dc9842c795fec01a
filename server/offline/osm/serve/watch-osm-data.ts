import { statSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';

/** How often the manifest is looked at: /api/health shows a new import within this plus its load. */
const POLL_MS = 2000;
/** How long one load may take before it is given up (OSM_LOAD_TIMEOUT_MS). */
const DEFAULT_LOAD_TIMEOUT_MS = 600_000;

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
 * again). A load that fails, or takes longer than `timeoutMs`, leaves the data served as it was and
 * is logged; a manifest that disappears (between the importer's two renames, or removed) changes
 * nothing either. A load in progress is given up (its signal aborted, its swap never made) when
 * SIGHUP asks again or the manifest changes under it: a stuck load never holds up the next one.
 */
export function watchOsmData(
  dir: string,
  load: (signal: AbortSignal) => Promise<() => void>,
  log: (line: string) => void,
  pollMs = POLL_MS,
  timeoutMs = DEFAULT_LOAD_TIMEOUT_MS,
): OsmDataWatch {
  let served = stampOf(statSync(join(dir, 'manifest.json'), { throwIfNoEntry: false }));
  let running: Promise<void> | undefined;
  let current: { stamp: string; stop: AbortController } | undefined;
  /** A check asked while one runs, or a directory that changed during its load: looked at after. */
  let queued: { force: boolean } | undefined;

  const loadNew = async (force: boolean) => {
    const stamp = await manifestStamp(dir);
    if (!stamp || (stamp === served && !force)) return;
    const stop = new AbortController();
    current = { stamp, stop };
    const notLoaded = (why: string) =>
      log(`street-level data in ${dir} not loaded, still serving the previous data: ${why}`);
    let swap: () => void;
    try {
      swap = await untilSettledOr(load(stop.signal), stop.signal, timeoutMs);
    } catch (error) {
      if (stop.signal.aborted && !(error instanceof LoadTimeout)) return; // given up for a newer check
      served = stamp; // not tried again until the directory changes
      notLoaded((error as Error).message);
      return;
    } finally {
      stop.abort();
      current = undefined;
    }
    if ((await manifestStamp(dir)) !== stamp) return void (queued ??= { force: false });
    swap();
    served = stamp;
  };

  const check = async (force = false): Promise<void> => {
    if (running) {
      if (!queued?.force) queued = { force };
      const loading = current;
      if (loading && (force || (await manifestStamp(dir)) !== loading.stamp)) loading.stop.abort();
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
      return current !== undefined;
    },
    check,
    stop: () => {
      clearInterval(timer);
      current?.stop.abort();
    },
  };
}

class LoadTimeout extends Error {}

/** `work`'s outcome, or a rejection once `signal` aborts or `ms` pass. */
function untilSettledOr<T>(work: Promise<T>, signal: AbortSignal, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new LoadTimeout(`still loading after ${ms / 1000} s (OSM_LOAD_TIMEOUT_MS); given up`)),
      ms,
    );
    signal.addEventListener('abort', () => reject(new Error('given up for a newer check')), { once: true });
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}
