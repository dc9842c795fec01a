// The results tables' columns as shown: the answer first (row number, status, the address or the
// matched name), then the input's columns, then the rest of the answer. The row number and status
// stay in view when the table scrolls sideways (batch.css).

/** A cell's text in shown order; `fields` are the answer's (address first), `width` the input's column count. */
export function cellText(
  column: number,
  row: number,
  status: string,
  cells: readonly (string | undefined)[] | undefined,
  fields: readonly string[],
  width: number,
): string | number {
  if (column === 0) return row;
  if (column === 1) return status;
  if (column === 2) return fields[0] ?? '';
  return column - 3 < width ? (cells?.[column - 3] ?? '') : (fields[column - 2 - width] ?? '');
}

/** The header's titles in shown order; `titles` are the answer's, the status's last. */
export const shownTitles = (rowTitle: string, header: readonly string[], titles: readonly string[]) => [
  rowTitle,
  titles.at(-1)!,
  titles[0]!,
  ...header,
  ...titles.slice(1, -1),
];

// Text widths at the table's font (0.85rem): a CJK or full-width character ~14 px, another ~7.5.
const WIDE = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/g;
const textWidth = (text: string) => {
  const wide = text.match(WIDE)?.length ?? 0;
  return wide * 14 + (text.length - wide) * 7.5;
};
const PADDING = 16;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.ceil(value)));
/** The answer's first column: a phone's 390 px shows it beside the row number and the status. */
const ANSWER_WIDTH = 232;
const STATUS_WIDTH = 44;

/**
 * Each shown column's width in px, from its content: the row numbers' digits, the status's icon, the
 * answer's address, and each input column's title and the longest of its cells in `sample`.
 */
export function columnWidths(
  titles: readonly string[],
  width: number,
  rows: number,
  sample: readonly (readonly (string | undefined)[])[],
) {
  const rowWidth = clamp(String(rows + 1).length * 8 + PADDING, 40, 96);
  return titles.map((title, column) => {
    if (column === 0) return rowWidth;
    if (column === 1) return STATUS_WIDTH;
    if (column === 2) return ANSWER_WIDTH;
    // The answer's other columns: a district or a town's name, whatever the title.
    if (column - 3 >= width) return clamp(textWidth(title) + PADDING, 96, 200);
    const longest = sample.reduce(
      (widest, cells) => Math.max(widest, textWidth(cells[column - 3] ?? '')),
      textWidth(title),
    );
    return clamp(longest + PADDING, 64, 240);
  });
}
