import { NAME_MAX_LENGTH, textLength } from '../../contract/text-limit';
import type { BadRow } from './read-points';

/** Every row's product name (trimmed) from `column`, and the rows without one the server would take. */
export function readNames(rows: readonly (readonly string[])[], column: number) {
  const names: { index: number; name: string }[] = [];
  const bad: BadRow[] = [];
  rows.forEach((row, index) => {
    const name = (row[column] ?? '').trim();
    if (name === '') bad.push({ index, reason: 'no-name', value: '' });
    else if (textLength(name) > NAME_MAX_LENGTH)
      bad.push({ index, reason: 'name-too-long', value: `${[...name].slice(0, 12).join('')}…` });
    else names.push({ index, name });
  });
  return { names, bad };
}
