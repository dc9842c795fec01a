type TypedArrayCtor<T> = { new (length: number): T; BYTES_PER_ELEMENT: number };
type Typed = Int32Array | Uint32Array | Float64Array | Uint8Array;

/** An append-only typed array that doubles as it fills (numbers as raw bytes, not JS array slots). */
export class Growable<T extends Typed> {
  private data: T;
  length = 0;

  constructor(
    private readonly ctor: TypedArrayCtor<T>,
    capacity = 1024,
  ) {
    this.data = new ctor(capacity);
  }

  push(value: number): void {
    if (this.length === this.data.length) {
      const bigger = new this.ctor(this.data.length * 2);
      bigger.set(this.data as never);
      this.data = bigger;
    }
    this.data[this.length++] = value;
  }

  at(index: number): number {
    return this.data[index]!;
  }

  /** The filled part, trimmed to a fresh array. */
  toArray(): T {
    return this.data.slice(0, this.length) as T;
  }
}

export const growInt32 = () => new Growable(Int32Array);
export const growUint32 = () => new Growable(Uint32Array);
export const growFloat64 = () => new Growable(Float64Array);
