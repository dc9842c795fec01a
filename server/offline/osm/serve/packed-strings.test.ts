import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { StringList } from './packed-strings';
import { spilledInt32 } from '../import/spill-column';
import { StringTable } from '../import/string-table';

/** The strings as an import writes them, read back as start-up does. */
function writtenAndRead(list: string[]) {
  const table = new StringTable(join(mkdtempSync(join(tmpdir(), 'strings-')), 'strings'));
  const ids = list.map((text) => table.id(text));
  const { textFile, ends } = table.finish();
  const endList = Uint32Array.from([...spilledInt32(ends)].flatMap((chunk) => [...chunk]));
  return { ids, ends: endList, text: new Uint8Array(readFileSync(textFile)) };
}

describe('packed strings', () => {
  it('reads back what the import interned, Chinese and astral ones included; -1 and out of range are empty', () => {
    const list = ['Rue Grimaldi', '东长安街', '', '𠀀号', 'Boulevard des Moulins', '东长安街', '12bis'];
    const { ids, ends, text } = writtenAndRead(list);
    const strings = new StringList(ends, text);
    expect(strings.length).toBe(5); // '' is no string, the second 东长安街 the first one
    expect(ids.map((id) => strings.get(id))).toEqual(list);
    expect(strings.get(-1)).toBe('');
    expect(strings.get(5)).toBe('');
  });

  it('refuses text that does not match its ends (a damaged file)', () => {
    const { ends, text } = writtenAndRead(['摩纳哥', 'Monaco']);
    expect(() => new StringList(ends, text.subarray(0, text.length - 2))).toThrow(/ends say otherwise/);
  });
});
