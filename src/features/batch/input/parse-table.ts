import Papa from 'papaparse';
import type { ColumnMapping } from '../../../../common/read-point';
import { chooseSheet, type WorkbookSheet } from '../../../../common/sheet-choice';
import { cellText, headerRowIndex, isBlankRow, tableHeader } from '../../../../common/table-header';
import type { TableReadKind } from './table-read-kinds';
import type { TextEncoding } from '../../../../common/encoding-names';
import { detectEncoding, strictDecoder } from '../../../../common/text-encoding';

/** A file read as text cells: the header row and the data rows. */
export interface ParsedTable {
  header: string[];
  rows: string[][];
  /** The coordinate columns the header (or the first rows) name, found by the reader. */
  detected?: ColumnMapping;
  /** The column of product names the header names, found by the reader. */
  detectedName?: number;
  /** A delimited text's delimiter, as detected (a server job sends a comma- or tab-separated file as it is). */
  delimiter?: string;
  /** A text file's encoding, as detected or as the user picked it. */
  encoding?: TextEncoding;
  /** Each data row's number as the spreadsheet shows it (1 = the file's first row; titles, header, blank rows counted). */
  lines?: number[];
  /** An XLSX file's sheets, and the one read (the first with data, or the one the user picked). */
  sheets?: string[];
  sheet?: string;
}

export class TableReadError extends Error {
  constructor(
    readonly kind: TableReadKind,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The header is the first full row (titles above it are dropped, see headerRowIndex); so are blank
 * rows, each row keeping its number in the file.
 */
export function toTable(cells: string[][]): ParsedTable {
  const numbers = cells.flatMap((row, index) => (isBlankRow(row) ? [] : [index + 1]));
  const nonBlank = numbers.map((line) => cells[line - 1]!);
  if (nonBlank.length === 0) throw new TableReadError('empty', 'the file is empty');
  const at = headerRowIndex(nonBlank);
  const rows = nonBlank.slice(at + 1);
  return { header: tableHeader(nonBlank[at]!, rows), rows, lines: numbers.slice(at + 1) };
}

/** CSV, TSV or pasted rows: the delimiter (comma, tab, semicolon, |) is detected; a BOM is dropped. */
export function parseDelimited(text: string): ParsedTable {
  const body = text.replace(/^\uFEFF/, '');
  const guessed = Papa.parse<string[]>(body, {
    delimitersToGuess: [',', '\t', ';', '|'],
    skipEmptyLines: 'greedy',
    preview: 100,
  });
  const fatal = guessed.errors.find((error) => error.type === 'Delimiter' && guessed.data.length === 0);
  if (fatal) throw new TableReadError('not-delimited', fatal.message);
  // Blank lines are read (and dropped by toTable) so that each row keeps its number in the file.
  const result = Papa.parse<string[]>(body, { delimiter: guessed.meta.delimiter });
  return { ...toTable(result.data), delimiter: result.meta.delimiter };
}

/** What the start of a file is read to tell its encoding (as the server's reader reads it). */
const PROBE_BYTES = 64 * 1024;

/** A delimited file's bytes in the encoding `forced` names, else the one detected (common/text-encoding.ts). */
export function parseDelimitedBytes(bytes: Uint8Array, forced?: TextEncoding): ParsedTable {
  const encoding = forced ?? detectEncoding(bytes.subarray(0, PROBE_BYTES));
  let text: string | undefined;
  try {
    if (encoding) text = strictDecoder(encoding).decode(bytes);
  } catch {
    text = undefined;
  }
  if (text === undefined) throw new TableReadError('unreadable-encoding', 'no encoding tried reads the text');
  return { ...parseDelimited(text), encoding };
}

/**
 * The sheet `wanted` names of an XLSX file, else its first sheet with data (common/sheet-choice.ts);
 * `readWorkbook` is read-excel-file's (its import differs in a worker and in Node).
 */
export async function parseXlsx(
  data: ArrayBuffer,
  readWorkbook: (input: ArrayBuffer) => Promise<readonly WorkbookSheet[]>,
  wanted?: string,
): Promise<ParsedTable> {
  let sheets: readonly WorkbookSheet[];
  try {
    sheets = await readWorkbook(data);
  } catch (error) {
    throw new TableReadError(
      'not-xlsx',
      `not a readable XLSX file (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  const chosen = chooseSheet(sheets, wanted) ?? 0;
  const sheet = sheets[chosen];
  if (!sheet) throw new TableReadError('empty', 'the workbook has no sheet');
  const table = toTable(sheet.data.map((row) => row.map(cellText)));
  return { ...table, sheets: sheets.map((each) => each.sheet), sheet: sheet.sheet };
}
