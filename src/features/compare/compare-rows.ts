import type { CigaretteRecord } from '../../../contract/cigarette-schema';
import type { MessageKey } from '../../i18n/messages';
import {
  PRICE_ROWS,
  SCORE_ROWS,
  SMOKE_ROWS,
  SPEC_ROWS,
  type NumericRow,
} from '../../lib/cigarette-record-rows';

type TextField =
  | 'type'
  | 'product_status'
  | 'sales_channel'
  | 'package_type'
  | 'main_color'
  | 'secondary_color'
  | 'carton_code'
  | 'cigarette_code';

/** One row of the compare table: how its cells are drawn, and the value that says whether they differ. */
export type CompareRow =
  | { kind: 'number' | 'score'; id: string; label: MessageKey; row: NumericRow }
  | { kind: 'text' | 'colour' | 'barcode'; id: string; field: TextField; label: MessageKey };

export interface CompareSection {
  title: MessageKey;
  rows: CompareRow[];
}

const text = (kind: 'text' | 'colour' | 'barcode', field: TextField): CompareRow => ({
  kind,
  id: field,
  field,
  label: `cig.field.${field}`,
});
const numbers = (rows: NumericRow[], kind: 'number' | 'score' = 'number'): CompareRow[] =>
  rows.map((row) => ({ kind, id: row.id, label: row.label, row }));

/** The record's fields in the card's order, grouped as the card groups them. */
export const COMPARE_SECTIONS: CompareSection[] = [
  {
    title: 'cig.section.overview',
    rows: [text('text', 'type'), text('text', 'product_status'), text('text', 'sales_channel')],
  },
  { title: 'cig.section.prices', rows: numbers(PRICE_ROWS) },
  { title: 'cig.section.spec', rows: numbers(SPEC_ROWS) },
  { title: 'cig.section.smoke', rows: numbers(SMOKE_ROWS) },
  {
    title: 'cig.section.package',
    rows: [
      text('text', 'package_type'),
      text('colour', 'main_color'),
      text('colour', 'secondary_color'),
      text('barcode', 'carton_code'),
      text('barcode', 'cigarette_code'),
    ],
  },
  { title: 'cig.section.scores', rows: numbers(SCORE_ROWS, 'score') },
];

/** A text field's value, trimmed; undefined when empty. */
export function textOf(record: CigaretteRecord, id: TextField): string | undefined {
  const value: unknown = record[id];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/** What a cell shows, reduced to a value: equal values look the same (an unknown one is its own value). */
export function cellValue(row: CompareRow, record: CigaretteRecord): string {
  if ('row' in row) {
    const value = row.row.value(record);
    if (value !== undefined) return String(value);
    return row.id === 'wholesale_price' && record.wholesale_price === 0 ? 'unknown' : 'none';
  }
  return textOf(record, row.field) ?? 'none';
}

/**
 * Whether a row's cells differ among the products that have a record. With fewer than two records
 * there is nothing to compare, and every row counts as differing (none is hidden).
 */
export function rowDiffers(row: CompareRow, records: (CigaretteRecord | undefined)[]): boolean {
  const known = records.filter((record): record is CigaretteRecord => record !== undefined);
  if (known.length < 2) return true;
  return new Set(known.map((record) => cellValue(row, record))).size > 1;
}
