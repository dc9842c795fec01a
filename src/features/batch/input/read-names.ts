import { readName } from '../../../../common/read-name';
import type { BadRow } from './read-points';

/** Every row's product name (trimmed) from `column`, and the rows without one the server would take. */
export function readNames(rows: readonly (readonly string[])[], column: number) {
  const names: { index: number; name: string }[] = [];
  const bad: BadRow[] = [];
  rows.forEach((row, index) => {
    const read = readName(row, column);
    if ('reason' in read) bad.push({ index, ...read });
    else names.push({ index, name: read.name });
  });
  return { names, bad };
}
