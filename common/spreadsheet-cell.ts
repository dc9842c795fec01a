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

/** A plain decimal as a file holds one (no leading zero to keep, no more digits than a double holds). */
const PLAIN_NUMBER = /^-?(0|[1-9]\d{0,14})(\.\d{1,15})?$/;

/**
 * One cell of an input column for an XLSX sheet: a text that is a plain number becomes that number
 * (a spreadsheet sorts and sums it); any other text stays as it is, since an XLSX text cell is never
 * a formula (the apostrophe is CSV's guard and would show).
 */
export function xlsxInputCell(value: string | number | null | undefined): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || !PLAIN_NUMBER.test(value.trim())) return value;
  return Number(value.trim());
}

/** A table as the exports write it: the header row first, then one row per record. */
export type CellTable = readonly (readonly (string | number)[])[];
