// How a table's first row becomes its header, for the batch view's reader and a server job's.

/** How many data rows after the header count for its width (a row longer than the header adds columns). */
export const HEADER_SAMPLE_ROWS = 1000;

/** A row of only blank cells: dropped by both readers. */
export const isBlankRow = (row: readonly string[]) => row.every((cell) => cell.trim() === '');

/** How many rows from the top the header may be below (a title, notes, blank rows above it). */
const HEADER_SEARCH_ROWS = 20;

const filledCells = (row: readonly string[]) => row.filter((cell) => cell.trim() !== '').length;

/**
 * Which of the first non-blank rows is the header: the first as full as the table (at least half
 * the cells of the fullest of the first rows, and two when it has two), so that a title such as
 * "门店清单（2026年11月）" or a note above the header is passed over.
 */
export function headerRowIndex(rows: readonly (readonly string[])[]): number {
  const top = rows.slice(0, HEADER_SEARCH_ROWS);
  const widest = Math.max(0, ...top.map(filledCells));
  const enough = Math.min(widest, Math.max(2, Math.ceil(widest / 2)));
  return Math.max(
    0,
    top.findIndex((row) => filledCells(row) >= enough),
  );
}

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
