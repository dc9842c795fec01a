import type { CigaretteRecord } from '../../contract/cigarette-schema';
import { COMPARED_ROWS } from './cigarette-record-rows';

export type Mark = 'better' | 'worse';
/** Row id → a mark (or none) for each card, in card order. */
export type CompareMarks = Record<string, (Mark | undefined)[]>;

/**
 * With two or more cards, marks the best and the worst known value of each
 * comparable row. A row where fewer than two values are known, or all are equal,
 * gets no marks.
 */
export function compareMarks(records: (CigaretteRecord | undefined)[]): CompareMarks {
  const marks: CompareMarks = {};
  for (const row of COMPARED_ROWS) {
    const values = records.map((record) => (record ? row.value(record) : undefined));
    const known = values.filter((value): value is number => value !== undefined);
    if (known.length < 2) continue;
    const low = Math.min(...known);
    const high = Math.max(...known);
    if (low === high) continue;
    const [best, worst] = row.better === 'lower' ? [low, high] : [high, low];
    marks[row.id] = values.map((value) =>
      value === best ? 'better' : value === worst ? 'worse' : undefined,
    );
  }
  return marks;
}
