import { closeSync, constants, fstatSync, openSync, readSync, realpathSync } from 'node:fs';
import { relative, isAbsolute } from 'node:path';

/**
 * Opens a file of the data directory for reading, or throws saying why not: it must be a regular
 * file (never a FIFO or a device, which could block the read or never end), inside `dir` once every
 * symlink is followed, and at most `maxBytes` long. Opened without blocking (a FIFO put in place
 * between the checks is then still no wait); the caller closes the descriptor.
 */
export function openDataFile(dir: string, file: string, maxBytes: number): { fd: number; size: number } {
  let real: string;
  try {
    real = realpathSync(file);
  } catch (error) {
    throw new Error(`not readable (${(error as Error).message})`, { cause: error });
  }
  const inside = relative(realpathSync(dir), real);
  if (!inside || inside.startsWith('..') || isAbsolute(inside))
    throw new Error('leads outside the data directory');
  const fd = openSync(real, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW);
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) throw new Error('not a regular file');
    if (stats.size > maxBytes)
      throw new Error(`${stats.size} bytes, more than the ${maxBytes} its format allows`);
    return { fd, size: stats.size };
  } catch (error) {
    closeSync(fd);
    throw error;
  }
}

/** The whole of a data file, checked as openDataFile checks it (and no more than its size then). */
export function readDataFile(dir: string, file: string, maxBytes: number): Buffer {
  const { fd, size } = openDataFile(dir, file, maxBytes);
  try {
    const buffer = Buffer.allocUnsafe(size);
    let at = 0;
    while (at < size) {
      const n = readSync(fd, buffer, at, size - at, at);
      if (n === 0) break;
      at += n;
    }
    return buffer.subarray(0, at);
  } finally {
    closeSync(fd);
  }
}
