import { closeSync, openSync, writeSync } from 'node:fs';
import { SpillColumn, type SpilledArray } from './spill-column';

/** The strings of an import in temporary files: their UTF-8 text, and each one's end in UTF-16 units. */
export interface SpilledStrings {
  textFile: string;
  ends: SpilledArray;
}

/**
 * Interned strings: features hold an index (or -1 for none). The strings themselves go to a
 * temporary file as they come (one UTF-8 text, with each string's end in a spilled column: the
 * packed strings of the data format, see serve/packed-strings.ts), so only the map from a repeated
 * string (a name, a number) to its index stays in memory; element ids (`unique`), one per
 * feature, are not kept at all.
 */
export class StringTable {
  private readonly ids = new Map<string, number>();
  private readonly fd: number;
  private readonly ends: SpillColumn;
  private pending = '';
  private end = 0;
  length = 0;

  constructor(readonly file: string) {
    this.fd = openSync(file, 'w');
    this.ends = new SpillColumn(`${file}.ends`, Uint32Array);
  }

  id(text: string | undefined): number {
    if (!text) return -1;
    let id = this.ids.get(text);
    if (id === undefined) {
      id = this.unique(text);
      this.ids.set(text, id);
    }
    return id;
  }

  /** A string no other feature shares (an element id): written, not looked up or kept. */
  unique(text: string): number {
    this.pending += text;
    this.end += text.length;
    this.ends.push(this.end);
    if (this.pending.length > 1 << 16) this.flush();
    return this.length++;
  }

  /** Done: the files hold every string. */
  finish(): SpilledStrings {
    this.flush();
    closeSync(this.fd);
    return { textFile: this.file, ends: this.ends.finish() };
  }

  private flush(): void {
    writeSync(this.fd, this.pending);
    this.pending = '';
  }
}
