import { randomBytes } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';

/**
 * A finished job's file built once (an XLSX costs a pass over every row and a deflate): the
 * first download streams it as it is built and writes it beside, under a temporary name renamed
 * to `path` once whole; later downloads stream the kept file. A download cut short keeps nothing,
 * and downloads at once before it is kept each build (their renames are atomic, either is whole).
 */
export async function* keptFile(
  path: string,
  build: () => AsyncGenerator<string | Uint8Array>,
  built?: () => void,
): AsyncGenerator<Uint8Array> {
  const kept = await open(path).catch(() => undefined);
  if (kept) {
    for await (const bytes of kept.createReadStream()) yield bytes as Buffer;
    return;
  }
  built?.();
  const temporary = `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  const out = await open(temporary, 'w');
  let whole = false;
  try {
    for await (const piece of build()) {
      const bytes = typeof piece === 'string' ? Buffer.from(piece) : piece;
      await out.write(bytes);
      yield bytes;
    }
    whole = true;
  } finally {
    await out.close();
    if (whole) await rename(temporary, path);
    else await rm(temporary, { force: true });
  }
}
