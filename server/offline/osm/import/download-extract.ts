import { createHash } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { ExtractSource } from '../format/data-format';
import { DownloadProgress } from './download-progress';
import type { ProgressOut } from './import-progress';
import { describeFailure, lastModified, remoteExtract, request, type Mirror } from './mirror';

/** Connection losses one download survives (each resumes where the last stopped). */
const ATTEMPTS = 5;

export class Md5MismatchError extends Error {}

/** The md5 of a file, as md5sum writes it. */
export async function md5File(file: string): Promise<string> {
  const hash = createHash('md5');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Downloads the region's current extract into `dir` (kept there: a later run whose file still
 * matches the mirror's md5 downloads nothing). The bytes go to `<file>.part` first; an interrupted
 * download, in this run or an earlier one, resumes from its end with an HTTP Range request. The
 * file is only renamed into place once its md5 matches the mirror's.
 */
export async function downloadExtract(
  mirror: Mirror,
  id: string,
  dir: string,
  out: ProgressOut,
): Promise<{ file: string; source: ExtractSource }> {
  const remote = await remoteExtract(mirror, id);
  const file = join(dir, `${id}-latest.osm.pbf`);
  const source: ExtractSource = {
    region: id,
    url: remote.url,
    md5: remote.md5,
    lastModified: remote.lastModified,
  };
  if (existsSync(file) && (await md5File(file)) === remote.md5) {
    out.write(`${id}: ${file} is current (md5 ${remote.md5}), not downloaded again\n`);
    return { file, source };
  }
  mkdirSync(dirname(file), { recursive: true });
  const part = `${file}.part`;
  const date = await fetchResumable(mirror, remote, part, id, out);
  const md5 = await md5File(part);
  if (md5 !== remote.md5) {
    rmSync(part, { force: true });
    throw new Md5MismatchError(
      `${remote.url}: md5 mismatch (downloaded ${md5}, the mirror's .md5 says ${remote.md5}); nothing was imported`,
    );
  }
  renameSync(part, file);
  return { file, source: { ...source, lastModified: date || remote.lastModified } };
}

/**
 * Fetches the file into `part`, appending from its current length; returns its Last-Modified.
 * If-Range makes the mirror send the whole file instead when it changed since the part was begun.
 */
async function fetchResumable(
  mirror: Mirror,
  { url, lastModified: date }: { url: string; lastModified: string },
  part: string,
  name: string,
  out: ProgressOut,
) {
  const ifRange: Record<string, string> = date ? { 'if-range': new Date(date).toUTCString() } : {};
  let lastError: Error | undefined;
  let oversize: string | undefined;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const have = existsSync(part) ? statSync(part).size : 0;
    const response = await request(
      mirror,
      url,
      have > 0 ? { headers: { range: `bytes=${have}-`, ...ifRange } } : {},
    );
    if (response.status === 416) {
      // The part is no prefix of the current file (longer than it): start again.
      await response.body?.cancel();
      rmSync(part, { force: true });
      continue;
    }
    if (response.status !== 200 && response.status !== 206)
      throw new Error(`${url}: HTTP ${response.status}`);
    const start = response.status === 206 ? have : 0;
    const length = Number(response.headers.get('content-length')) || 0;
    const total = length ? start + length : 0;
    if (total > mirror.maxBytes) {
      await response.body?.cancel();
      throw tooLarge(
        url,
        part,
        `announced ${total} bytes, more than OSM_DOWNLOAD_MAX_BYTES (${mirror.maxBytes})`,
      );
    }
    if (start > 0) out.write(`${name}: resuming at ${(start / 1048576).toFixed(1)} MB\n`);
    const progress = new DownloadProgress(name, out, start);
    const handle = await open(part, start > 0 ? 'a' : 'w');
    let bytes = start;
    try {
      for await (const chunk of response.body ?? []) {
        // Past its Content-Length, or past OSM_DOWNLOAD_MAX_BYTES without one: the mirror is cut off.
        if (bytes + chunk.byteLength > (total || mirror.maxBytes)) {
          oversize = total
            ? `sent more than its Content-Length (${total} bytes)`
            : `sent more than OSM_DOWNLOAD_MAX_BYTES (${mirror.maxBytes}) without a Content-Length`;
          break;
        }
        await handle.write(chunk);
        bytes += chunk.byteLength;
        progress.update(bytes, total);
      }
      if (oversize) break;
      if (total && bytes < total) throw new Error(`connection closed at ${bytes} of ${total} bytes`);
      progress.done();
      return lastModified(response);
    } catch (error) {
      progress.done();
      lastError = new Error(describeFailure(error as Error, mirror));
      out.write(
        `${name}: download interrupted (${lastError.message}); ${attempt < ATTEMPTS ? 'resuming' : 'giving up'}\n`,
      );
    } finally {
      await handle.close();
    }
  }
  if (oversize) throw tooLarge(url, part, oversize);
  throw new Error(
    `${url}: download failed after ${ATTEMPTS} attempts (${lastError?.message ?? 'no answer'}); run again to resume`,
  );
}

/** The mirror sent (or announced) more than it may: the partial file is removed, the run stops. */
function tooLarge(url: string, part: string, what: string) {
  rmSync(part, { force: true });
  return new Error(`${url}: the mirror ${what}; the partial file was removed and nothing was imported`);
}
