import Papa from 'papaparse';

/** What a spreadsheet may run as a formula when a cell starts with it (=, +, -, @, tab, CR). */
export const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell as text that a spreadsheet shows and never runs: a text starting like a
 * formula gets a leading apostrophe (the OWASP advice). Numbers stay numbers.
 */
export function csvCell(value: string | number | null | undefined): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** A CSV file: a header row, then one row per record, every text cell neutralised by `csvCell`. */
export function toCsv(fields: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return Papa.unparse(
    { fields: [...fields], data: rows.map((row) => row.map(csvCell)) },
    // Papa quotes the escaped cells; its own escaping is the same rule, kept on as a second guard.
    { escapeFormulae: FORMULA_START },
  );
}
