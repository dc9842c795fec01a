import writeXlsxFile from 'write-excel-file/universal';

/** An XLSX file of one sheet: numbers as numbers, every other cell as text (never a formula). */
export function writeXlsx(table: readonly (readonly (string | number)[])[]): Promise<Blob> {
  return writeXlsxFile(
    table.map((row) => row.map((value) => (typeof value === 'number' ? { value, type: Number } : { value, type: String }))),
  ).toBlob();
}
