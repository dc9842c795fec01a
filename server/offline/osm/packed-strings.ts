/**
 * The extract's interned strings as one UTF-8 text and the end of each string in UTF-16 units:
 * start-up decodes the text once (no JSON, no array of strings) and a string is sliced from it
 * when an answer or a tile asks for it.
 */
export interface PackedStrings {
  /** End of string i in the decoded text, in UTF-16 code units. */
  ends: Uint32Array;
  text: Uint8Array;
}

export function packStrings(list: readonly string[]): PackedStrings {
  const ends = new Uint32Array(list.length);
  let end = 0;
  list.forEach((text, i) => (ends[i] = end += text.length));
  const text = Buffer.from(list.join(''), 'utf8');
  return { ends, text: new Uint8Array(text.buffer, text.byteOffset, text.byteLength) };
}

/** Reads packed strings; `get(-1)` (no string) is ''. */
export class StringList {
  private readonly text: string;

  constructor(private readonly ends: Uint32Array, text: Uint8Array) {
    this.text = Buffer.from(text.buffer, text.byteOffset, text.byteLength).toString('utf8');
    if (this.text.length !== (ends.length ? ends[ends.length - 1]! : 0)) {
      throw new RangeError(`strings: the text is ${this.text.length} characters long, its ends say otherwise`);
    }
  }

  get length(): number {
    return this.ends.length;
  }

  get(i: number): string {
    if (i < 0 || i >= this.ends.length) return '';
    return this.text.slice(i === 0 ? 0 : this.ends[i - 1]!, this.ends[i]!);
  }
}
