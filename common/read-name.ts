import type { BadCell } from './read-point';
import { NAME_MAX_LENGTH, textLength } from '../contract/text-limit';

/** One row's product name (trimmed) from `column`, or why the server would not take it. */
export function readName(row: readonly string[], column: number): { name: string } | BadCell {
  const name = (row[column] ?? '').trim();
  if (name === '') return { reason: 'no-name', value: '' };
  if (textLength(name) > NAME_MAX_LENGTH)
    return { reason: 'name-too-long', value: `${[...name].slice(0, 12).join('')}…` };
  return { name };
}
