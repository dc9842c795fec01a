import Papa from 'papaparse';
import { csvCell, FORMULA_START } from '../../common/spreadsheet-cell';
import type { TableSource } from './table-file';

/** A CSV file: a header row, then one row per record, every text cell neutralised by `csvCell`. */
export function toCsv(
  fields: readonly string[],
  rows: readonly (readonly (string | number | null | undefined)[])[],
): string {
  return Papa.unparse(
    { fields: [...fields], data: rows.map((row) => row.map(csvCell)) },
    // Papa quotes the escaped cells; its own escaping is the same rule, kept on as a second guard.
    { escapeFormulae: FORMULA_START },
  );
}

/** A CSV download's text: UTF-8 with a BOM, so Excel reads Chinese right. */
export function csvFileText(table: TableSource): string {
  const [header = [], ...body] = table.slice(0, table.length);
  return `\uFEFF${toCsv(header.map(String), body)}`;
}
