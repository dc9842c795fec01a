import { readdir, stat, statfs } from 'node:fs/promises';
import { join } from 'node:path';
import { NoRoom } from '../domain-errors';

/** How long a measure of JOBS_DIR is reused: walking a big job's chunk files costs tens of ms. */
const MEASURE_MS = 5_000;

/** The bytes of the files under `dir` (0 when it does not exist). */
export async function bytesUnder(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  let bytes = 0;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    // A file removed between the listing and its stat (a job deleted meanwhile) counts nothing.
    bytes += (await stat(join(entry.parentPath, entry.name)).catch(() => undefined))?.size ?? 0;
  }
  return bytes;
}

export const diskFull = (message: string) =>
  new NoRoom(`${message}: no new job for now, try again later`, { errorCode: 'jobs_disk_full' });

/** Whether an error is the file system saying the disk (or the user's quota) is full. */
export const isDiskFull = (error: unknown) =>
  ['ENOSPC', 'EDQUOT'].includes((error as NodeJS.ErrnoException | undefined)?.code ?? '');

/**
 * Refuses a new upload (507 jobs_disk_full) while JOBS_DIR holds `maxBytes` or more (0: no cap), or
 * its disk has less than `minFreeBytes` free, so an upload is turned away before the disk fills.
 */
export function diskRoom(options: {
  jobsDir: string;
  maxBytes: number;
  minFreeBytes: number;
  now?: () => number;
}) {
  const now = options.now ?? Date.now;
  let measured: { at: number; used: number } | undefined;
  const used = async () => {
    if (!measured || now() - measured.at > MEASURE_MS)
      measured = { at: now(), used: await bytesUnder(options.jobsDir) };
    return measured.used;
  };
  return async function checkRoom() {
    const disk = await statfs(options.jobsDir).catch(() => undefined);
    if (disk && disk.bavail * disk.bsize < options.minFreeBytes)
      throw diskFull(`the jobs' disk has less than ${options.minFreeBytes} bytes free`);
    if (options.maxBytes > 0 && (await used()) >= options.maxBytes)
      throw diskFull(`the jobs' directory holds ${options.maxBytes} bytes or more (JOBS_DIR_MAX_BYTES)`);
  };
}
