import { closeSync, openSync, readSync, statSync, writeSync } from 'node:fs';
import type { ArrayType } from '../format/data-format';

type Column = Int32Array | Uint32Array;
type ColumnCtor = { new (length: number): Column; new (buffer: ArrayBuffer): Column; name: string };

/** A column written to a temporary file: its type and length, to be copied into the extract's .bin. */
export interface SpilledArray {
  file: string;
  type: ArrayType;
  length: number;
}

/** Values per chunk written or read (64 KB). */
const CHUNK = 1 << 14;

/**
 * An append-only int32/uint32 column that goes to a temporary file 64 KB at a time instead of
 * staying in memory: a province's road coordinates are hundreds of MB.
 */
export class SpillColumn {
  private readonly fd: number;
  private readonly buffer: Column;
  private held = 0;
  length = 0;

  constructor(
    private readonly file: string,
    private readonly ctor: ColumnCtor,
  ) {
    this.fd = openSync(file, 'w');
    this.buffer = new ctor(CHUNK);
  }

  push(value: number): void {
    if (this.held === CHUNK) this.flush();
    this.buffer[this.held++] = value;
    this.length++;
  }

  /** Done: the file is complete and closed. */
  finish(): SpilledArray {
    this.flush();
    closeSync(this.fd);
    return { file: this.file, type: this.ctor.name as ArrayType, length: this.length };
  }

  private flush(): void {
    writeSync(this.fd, new Uint8Array(this.buffer.buffer, 0, this.held * 4));
    this.held = 0;
  }
}

/** A spilled column's bytes, 64 KB at a time (the same buffer each time). */
export function spilledChunks(array: SpilledArray): Generator<Uint8Array> {
  return fileChunks(array.file, array.length * 4);
}

/** A temporary file's first `total` bytes (all of it by default), 64 KB at a time in one reused buffer. */
export function* fileChunks(file: string, total = statSync(file).size): Generator<Uint8Array> {
  const fd = openSync(file, 'r');
  const buffer = new Uint8Array(CHUNK * 4);
  try {
    for (let at = 0; at < total;) {
      const n = readSync(fd, buffer, 0, Math.min(buffer.length, total - at), at);
      if (n === 0) throw new Error(`${file}: shorter than written`);
      at += n;
      yield buffer.subarray(0, n);
    }
  } finally {
    closeSync(fd);
  }
}

/** A spilled int32 column's values, a chunk at a time. */
export function* spilledInt32(array: SpilledArray): Generator<Int32Array> {
  for (const bytes of spilledChunks(array))
    yield new Int32Array(bytes.buffer, bytes.byteOffset, bytes.length >> 2);
}

/** A temporary file's lines (UTF-8, '\n'-separated), read 64 KB at a time. */
export function* fileLines(file: string): Generator<string> {
  const decoder = new TextDecoder();
  let rest = '';
  for (const chunk of fileChunks(file)) {
    const lines = (rest + decoder.decode(chunk, { stream: true })).split('\n');
    rest = lines.pop()!;
    yield* lines;
  }
  if (rest) yield rest;
}
