/** Interned strings: features hold an index (or -1 for none). */
export class StringTable {
  private readonly ids = new Map<string, number>();
  readonly list: string[] = [];

  id(text: string | undefined): number {
    if (!text) return -1;
    let id = this.ids.get(text);
    if (id === undefined) {
      id = this.list.length;
      this.list.push(text);
      this.ids.set(text, id);
    }
    return id;
  }
}
