// Which sheet of an XLSX workbook is read: by the batch view's reader and by a server job's (sheet=).

/** A workbook's sheet as read-excel-file reads it: its name and its rows of cells. */
export interface WorkbookSheet {
  sheet: string;
  data: readonly (readonly unknown[])[];
}

const filled = (cell: unknown) => cell !== null && cell !== undefined && String(cell).trim() !== '';
const hasData = ({ data }: WorkbookSheet) => data.some((row) => row.some(filled));

/**
 * The index of the sheet `wanted` names (its name, else its number counting from 1), or with none
 * named the first sheet with data; undefined when no sheet is so named.
 */
export function chooseSheet(sheets: readonly WorkbookSheet[], wanted?: string): number | undefined {
  if (wanted === undefined) return Math.max(0, sheets.findIndex(hasData));
  const name = wanted.trim();
  const byName = sheets.findIndex(({ sheet }) => sheet.trim() === name);
  if (byName >= 0) return byName;
  const number = /^\d+$/.test(name) ? Number(name) : 0;
  return number >= 1 && number <= sheets.length ? number - 1 : undefined;
}
