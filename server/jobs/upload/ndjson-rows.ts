import type { TextEncoding } from '../../../common/encoding-names';
import { decodedPieces } from './text-check';
import { recordTooLong, uploadError } from './upload-error';
import { MAX_COLUMNS, MAX_RECORD_CHARS } from './upload-limits';

/**
 * The file's lines, decoded from its encoding, each refused once it passes MAX_RECORD_CHARS while it
 * is read (readline holds a line whole however long: one line of 470 MB ran a process out of heap).
 */
async function* cappedLines(path: string, encoding: TextEncoding): AsyncGenerator<string> {
  let carried = '';
  for await (const piece of decodedPieces(path, encoding, 'NDJSON')) {
    const lines = (carried + piece).split('\n');
    carried = lines.pop()!;
    if (carried.length > MAX_RECORD_CHARS) throw recordTooLong();
    for (const line of lines) {
      if (line.length > MAX_RECORD_CHARS) throw recordTooLong();
      yield line.endsWith('\r') ? line.slice(0, -1) : line;
    }
  }
  if (carried !== '') yield carried;
}

async function* objects(path: string, encoding: TextEncoding): AsyncGenerator<Record<string, unknown>> {
  let number = 0;
  for await (const line of cappedLines(path, encoding)) {
    number += 1;
    const text = number === 1 ? line.replace(/^\uFEFF/, '') : line;
    if (text.trim() === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      value = undefined;
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      throw uploadError(
        'unreadable',
        'ndjson_bad_line',
        `line ${number} of the NDJSON file is not a JSON object`,
        {
          line: number,
        },
      );
    yield value as Record<string, unknown>;
  }
}

const cell = (value: unknown) =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/**
 * An NDJSON file of objects as rows of text cells: the header (every key, in first-seen order) first,
 * then one row per object. Read twice from disk (the keys, then the rows), so never whole in memory.
 */
export async function* ndjsonRows(path: string, encoding: TextEncoding = 'utf-8'): AsyncGenerator<string[]> {
  const keys = new Map<string, number>();
  for await (const object of objects(path, encoding))
    for (const key of Object.keys(object)) {
      if (keys.has(key)) continue;
      if (keys.size === MAX_COLUMNS)
        throw uploadError(
          'unreadable',
          'too_many_columns',
          `the file names more than ${MAX_COLUMNS} columns`,
          {
            max_columns: MAX_COLUMNS,
          },
        );
      keys.set(key, keys.size);
    }
  if (keys.size === 0) return;
  const header = [...keys.keys()];
  yield header;
  for await (const object of objects(path, encoding)) yield header.map((key) => cell(object[key]));
}
