type TypedArrayCtor<T> = { new (buffer: ArrayBuffer): T; BYTES_PER_ELEMENT: number };
type Typed = Int32Array | Uint32Array | Float64Array | Uint8Array;

/** ES2024's resizable ArrayBuffer (in Node since 20; the project's TypeScript lib is ES2023). */
type Resizable = ArrayBuffer & { resize(byteLength: number): void };
const ResizableBuffer = ArrayBuffer as unknown as new (
  byteLength: number,
  options: { maxByteLength: number },
) => Resizable;

/** Address space each array may grow into; only the pages written to take memory. */
const MAX_BYTES = 2 ** 32;

/**
 * An append-only typed array (numbers as raw bytes, not JS array slots) over a resizable
 * ArrayBuffer: it grows in place, never copied into a twice-as-big array, so its memory is
 * what it holds (a copy on doubling had both arrays alive at once, three times the data).
 */
export class Growable<T extends Typed> {
  private readonly buffer: Resizable;
  private readonly data: T;
  length = 0;

  constructor(ctor: TypedArrayCtor<T>, capacity = 1024) {
    this.buffer = new ResizableBuffer(capacity * ctor.BYTES_PER_ELEMENT, { maxByteLength: MAX_BYTES });
    this.data = new ctor(this.buffer); // tracks the buffer's length as it grows
  }

  push(value: number): void {
    if (this.length === this.data.length) {
      this.buffer.resize(Math.min(MAX_BYTES, this.buffer.byteLength * 2));
    }
    this.data[this.length++] = value;
  }

  at(index: number): number {
    return this.data[index]!;
  }

  set(index: number, value: number): void {
    this.data[index] = value;
  }

  /** Forgets the values from `length` on (to fill again). */
  truncate(length: number): void {
    this.length = Math.min(this.length, length);
  }

  /** The filled part, as a view over the storage (no copy; later pushes may or may not show). */
  view(): T {
    return this.data.subarray(0, this.length) as T;
  }

  /** The filled part, copied to an array of its own. */
  toArray(): T {
    return this.data.slice(0, this.length) as T;
  }
}

export const growInt32 = () => new Growable(Int32Array);
export const growFloat64 = () => new Growable(Float64Array);
