import { closeSync, openSync, readSync, writeSync } from 'node:fs';

const RECORD = 16;
const CHUNK = 2048;

/**
 * A temporary file of 16-byte records (a float64 key, then two int32 values), appended and read
 * back in 32 KB chunks, so a long list of them costs disk, not memory.
 */
export class RecordFile {
  private readonly fd: number;
  private readonly buffer = new ArrayBuffer(CHUNK * RECORD);
  private readonly keys = new Float64Array(this.buffer);
  private readonly values = new Int32Array(this.buffer);
  private buffered = 0;
  /** Records written so far. */
  length = 0;

  constructor(file: string) {
    this.fd = openSync(file, 'w+');
  }

  push(key: number, a: number, b: number): void {
    if (this.buffered === CHUNK) this.flush();
    this.keys[this.buffered * 2] = key;
    this.values[this.buffered * 4 + 2] = a;
    this.values[this.buffered * 4 + 3] = b;
    this.buffered++;
    this.length++;
  }

  /** Records [from, to) in order; the writes so far are flushed first. */
  reader(from = 0, to = this.length): RecordReader {
    this.flush();
    return new RecordReader(this.fd, from, to);
  }

  close(): void {
    closeSync(this.fd);
  }

  private flush(): void {
    const bytes = this.buffered * RECORD;
    writeSync(
      this.fd,
      new Uint8Array(this.buffer, 0, bytes),
      0,
      bytes,
      (this.length - this.buffered) * RECORD,
    );
    this.buffered = 0;
  }
}

/** Walks a range of a RecordFile: `next()` moves to the next record (false at the end), then read key, a, b. */
export class RecordReader {
  private readonly buffer = new ArrayBuffer(CHUNK * RECORD);
  private readonly keys = new Float64Array(this.buffer);
  private readonly values = new Int32Array(this.buffer);
  private at = 0;
  private held = 0;
  key = 0;
  a = 0;
  b = 0;

  constructor(
    private readonly fd: number,
    private next_: number,
    private readonly to: number,
  ) {}

  next(): boolean {
    if (this.at === this.held) {
      if (this.next_ >= this.to) return false;
      this.held = Math.min(CHUNK, this.to - this.next_);
      readSync(
        this.fd,
        new Uint8Array(this.buffer, 0, this.held * RECORD),
        0,
        this.held * RECORD,
        this.next_ * RECORD,
      );
      this.next_ += this.held;
      this.at = 0;
    }
    this.key = this.keys[this.at * 2]!;
    this.a = this.values[this.at * 4 + 2]!;
    this.b = this.values[this.at * 4 + 3]!;
    this.at++;
    return true;
  }
}
