import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** A job's directory name: its id, 22 base64url characters (anything else under JOBS_DIR is left alone). */
const JOB_DIR_NAME = /^[\w-]{22}$/;

/** The latest change to the directory or a file directly in it (an upload being written moves it). */
async function lastChange(dir: string): Promise<number> {
  let latest = (await stat(dir)).mtimeMs;
  for (const name of await readdir(dir)) {
    const changed = await stat(join(dir, name)).catch(() => undefined);
    if (changed) latest = Math.max(latest, changed.mtimeMs);
  }
  return latest;
}

/**
 * Removes each job directory under `jobsDir` that no live job owns (`live(id)` false: an upload cut
 * by a crash or kill -9, a job Redis lost) and that nothing changed for `idleMs` (the upload timeout,
 * so an upload still being read is never taken). Answers the ids removed.
 */
export async function sweepOrphanDirs(
  jobsDir: string,
  live: (id: string) => Promise<boolean>,
  idleMs: number,
  now: number,
): Promise<string[]> {
  const entries = await readdir(jobsDir, { withFileTypes: true }).catch(() => []);
  const removed: string[] = [];
  for (const entry of entries) {
    if (!entry.isDirectory() || !JOB_DIR_NAME.test(entry.name)) continue;
    const dir = join(jobsDir, entry.name);
    const idle = now - (await lastChange(dir).catch(() => now)) > idleMs;
    if (!idle || (await live(entry.name))) continue;
    await rm(dir, { recursive: true, force: true });
    removed.push(entry.name);
  }
  return removed;
}
