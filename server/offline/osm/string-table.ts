import { closeSync, openSync, writeSync } from 'node:fs';

/**
 * Interned strings: features hold an index (or -1 for none). The strings themselves go to a
 * temporary file as they come (JSON-encoded, comma-separated: the inside of the strings.json
 * array), so only the map from a repeated string (a name, a number) to its index stays in
 * memory; element ids (`unique`), one per feature, are not kept at all.
 */
export class StringTable {
  private readonly ids = new Map<string, number>();
  private readonly fd: number;
  private pending = '';
  length = 0;

  constructor(readonly file: string) {
    this.fd = openSync(file, 'w');
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
    this.pending += `${this.length === 0 ? '' : ','}${JSON.stringify(text)}`;
    if (this.pending.length > 1 << 16) this.flush();
    return this.length++;
  }

  /** Done: the file holds every string. */
  finish(): string {
    this.flush();
    closeSync(this.fd);
    return this.file;
  }

  private flush(): void {
    writeSync(this.fd, this.pending);
    this.pending = '';
  }
}
