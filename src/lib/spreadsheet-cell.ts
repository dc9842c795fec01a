/**
 * What a spreadsheet may run as a formula when a cell starts with it (=, +, -, @, tab, CR),
 * and the full-width ＝ ＋ － ＠, which a spreadsheet may read as their ASCII forms.
 */
export const FORMULA_START = /^[=+\-@\t\r＝＋－＠]/;

/**
 * One cell as text that a spreadsheet shows and never runs: a text starting like a
 * formula gets a leading apostrophe (the OWASP advice). Numbers stay numbers.
 */
export function csvCell(value: string | number | null | undefined): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** A table as the exports write it: the header row first, then one row per record. */
export type CellTable = readonly (readonly (string | number)[])[];
