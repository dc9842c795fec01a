import { itemAt, type PackedText } from '../../shared/packed-text';

/**
 * The extract's interned strings, as the import writes them (import/string-table.ts): one UTF-8 text
 * and the end of each string in UTF-16 units. Start-up decodes the text once (no JSON, no array
 * of strings); a string is sliced from it when an answer or a tile asks for it. `get(-1)` (no
 * string) is ''.
 */
export class StringList {
  private readonly packed: PackedText;

  constructor(ends: Uint32Array, bytes: Uint8Array) {
    const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
    if (text.length !== (ends.length ? ends[ends.length - 1]! : 0)) {
      throw new RangeError(`strings: the text is ${text.length} characters long, its ends say otherwise`);
    }
    this.packed = { text, ends };
  }

  get length(): number {
    return this.packed.ends.length;
  }

  get(i: number): string {
    return i < 0 || i >= this.packed.ends.length ? '' : itemAt(this.packed, i);
  }
}
