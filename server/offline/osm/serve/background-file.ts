import { close, closeSync, constants, openSync, read, readSync } from 'node:fs';

/** Never waits at the open (a FIFO put in place after the data directory's checks). */
const READ_NOW = constants.O_RDONLY | constants.O_NONBLOCK;

const CHUNK = 8 << 20;

/**
 * The first `size` bytes of a data file read into memory in the background once the code that made it yields: Node's
 * thread pool copies it chunk by chunk while the server listens and serves, so start-up does
 * not wait for it. `bytes()` asked before the copy is done reads the rest itself, at once (the chunk in
 * flight may then be written twice, with the same bytes).
 */
export class BackgroundFile {
  private readonly buffer: Buffer;
  private done = 0;
  private complete = false;
  private failure: Error | undefined;
  readonly ready: Promise<void>;

  constructor(
    readonly file: string,
    readonly size: number,
    chunk = CHUNK,
  ) {
    // allocUnsafeSlow: a buffer of its own, at offset 0, so 8-byte aligned for Float64Array views.
    this.buffer = Buffer.allocUnsafeSlow(size);
    this.ready = new Promise((resolve) => {
      const fd = openSync(file, READ_NOW);
      const stop = () => close(fd, () => resolve());
      const next = () => {
        if (this.complete || this.failure) return stop();
        if (this.done >= size) {
          this.complete = true;
          return stop();
        }
        read(fd, this.buffer, this.done, Math.min(chunk, size - this.done), this.done, (error, n) => {
          // bytes() may have finished (or failed) the read meanwhile: it owns `done` then.
          if (this.complete || this.failure) return stop();
          if (error || n === 0)
            this.failure = error ?? new Error(`ends at byte ${this.done}, ${size} expected`);
          else this.done += n;
          next();
        });
      };
      // From the next turn of the event loop: the synchronous start-up that asked for the file
      // (the place index and the rest) finishes first instead of sharing the cores with the copy.
      setImmediate(next);
    });
  }

  /** The whole file. Throws when it cannot be read whole (shorter than `size`, unreadable). */
  bytes(): Buffer {
    if (this.complete) return this.buffer;
    if (this.failure) throw new Error(`${this.file}: ${this.failure.message}`);
    let fd: number | undefined;
    try {
      fd = openSync(this.file, READ_NOW);
      let at = this.done;
      while (at < this.size) {
        const n = readSync(fd, this.buffer, at, this.size - at, at);
        if (n === 0) throw new Error(`ends at byte ${at}, ${this.size} expected`);
        at += n;
      }
    } catch (error) {
      this.failure = error as Error;
      throw new Error(`${this.file}: ${this.failure.message}`, { cause: error });
    } finally {
      if (fd !== undefined) closeSync(fd);
    }
    this.complete = true;
    return this.buffer;
  }
}
