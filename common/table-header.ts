// How a table's first row becomes its header, for the batch view's reader and a server job's.

/** How many data rows after the header count for its width (a row longer than the header adds columns). */
export const HEADER_SAMPLE_ROWS = 1000;

/** A row of only blank cells: dropped by both readers. */
export const isBlankRow = (row: readonly string[]) => row.every((cell) => cell.trim() === '');

/** The header's names, trimmed; as wide as its widest sample row; an unnamed column is `#n`. */
export function tableHeader(first: readonly string[], sample: readonly (readonly string[])[]): string[] {
  const width = Math.max(first.length, ...sample.slice(0, HEADER_SAMPLE_ROWS).map((row) => row.length));
  return Array.from({ length: width }, (_, i) => (first[i] ?? '').trim() || `#${i + 1}`);
}

/** A cell read from a spreadsheet as text: numbers in full, dates as ISO, empty cells as ''. */
export function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString();
  return String(cell);
}
