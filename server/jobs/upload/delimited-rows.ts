import Papa from 'papaparse';
import type { TextEncoding } from '../../../common/encoding-names';
import { recordEnds } from './record-ends';
import { decodedPieces } from './text-check';
import { recordTooLong } from './upload-error';
import { MAX_RECORD_CHARS } from './upload-limits';

const GUESSED = [',', '\t', ';', '|'];

/** The delimiter the first block suggests, as the batch view guesses it (comma, tab, semicolon, |). */
function guessDelimiter(text: string): string {
  const { meta } = Papa.parse(text, { delimitersToGuess: GUESSED, preview: 20, skipEmptyLines: 'greedy' });
  return GUESSED.includes(meta.delimiter) ? meta.delimiter : ',';
}

/** A parser of the line break papaparse guesses in the first whole records. */
function parserFor(text: string, delimiter: string) {
  const { linebreak } = Papa.parse(text, { delimiter, preview: 1 }).meta;
  return new Papa.Parser({ delimiter, newline: linebreak as '\n' | '\r' | '\r\n' });
}

/**
 * A CSV or TSV file's rows as text cells (the header first, blank rows in place), a block at a time: read from disk in
 * blocks of whole records that papaparse parses as text (its own streaming mode re-splits the rest
 * of a block for every row: 100,000 rows took minutes). A tab for TSV, else the delimiter guessed as
 * the batch view guesses it; decoded from `encoding` as read (a BOM dropped); a record longer than MAX_RECORD_CHARS is refused.
 * Blocks, not rows: a row at a time through async generators cost promises and iterator results
 * per row (~3 KB of garbage a row, with the reader's own). Small blocks (~1,000 short rows): a
 * block's rows live until the reader is done with them, and those of 256 K characters outlived two
 * young-generation collections and were promoted (28 MB for 200,000 Chinese rows; 32 K: under 1).
 */
export async function* delimitedRowBlocks(
  path: string,
  format: 'csv' | 'tsv',
  encoding: TextEncoding = 'utf-8',
  blockChars = 32 * 1024,
): AsyncGenerator<string[][]> {
  const file = decodedPieces(path, encoding, format.toUpperCase(), blockChars);
  let ends: ReturnType<typeof recordEnds> | undefined;
  let delimiter = '\t';
  let parser: Papa.Parser | undefined;
  let carried = '';
  // papaparse's Parser, not Papa.parse: the handle Papa.parse makes around it kept each block's rows
  // alive until they were promoted to the old generation (~150 bytes a row, all of them: garbage
  // the old generation then held until its next collection; the Parser alone, none).
  // Blank rows are kept (a row's number is the spreadsheet's); the empty one papaparse reads after
  // a block's last line break is not a row.
  const parse = (text: string) => {
    const rows = ((parser ??= parserFor(text, delimiter)).parse(text, 0, false) as { data: string[][] }).data;
    const last = rows.at(-1);
    if (/[\r\n]$/.test(text) && last?.length === 1 && last[0] === '') rows.pop();
    return rows;
  };
  for await (const read of file) {
    let piece = read;
    if (!ends) {
      piece = piece.replace(/^\uFEFF/, '');
      if (format === 'csv') delimiter = guessDelimiter(piece);
      ends = recordEnds(delimiter, piece.includes('\n') || !piece.includes('\r') ? '\n' : '\r');
    }
    const text = carried + piece;
    const endInPiece = ends.lastEnd(piece);
    const end = endInPiece === 0 ? 0 : carried.length + endInPiece;
    carried = text.slice(end);
    if (carried.length > MAX_RECORD_CHARS) throw recordTooLong();
    if (end > 0) yield parse(text.slice(0, end));
  }
  if (carried !== '') yield parse(carried);
}
