import { createReadStream } from 'node:fs';
import Papa from 'papaparse';
import { recordEnds } from './record-ends';
import { uploadError } from './upload-error';

/** The longest record (a row, quoted newlines included) a delimited file may hold. */
export const MAX_RECORD_CHARS = 1024 * 1024;

const GUESSED = [',', '\t', ';', '|'];

/** The delimiter the first block suggests, as the batch view guesses it (comma, tab, semicolon, |). */
function guessDelimiter(text: string): string {
  const { meta } = Papa.parse(text, { delimitersToGuess: GUESSED, preview: 20, skipEmptyLines: 'greedy' });
  return GUESSED.includes(meta.delimiter) ? meta.delimiter : ',';
}

/**
 * A CSV or TSV file's rows as text cells (the header first), read from disk in blocks of whole records
 * that papaparse parses as text (its own streaming mode re-splits the rest of a block for every row:
 * 100,000 rows took minutes). A tab for TSV, else the delimiter guessed as the batch view guesses it;
 * a BOM is dropped; a record longer than MAX_RECORD_CHARS is refused.
 */
export async function* delimitedRows(
  path: string,
  format: 'csv' | 'tsv',
  blockChars = 256 * 1024,
): AsyncGenerator<string[]> {
  const file = createReadStream(path, { encoding: 'utf8', highWaterMark: blockChars });
  let ends: ReturnType<typeof recordEnds> | undefined;
  let delimiter = '\t';
  let carried = '';
  const parse = (text: string) => Papa.parse<string[]>(text, { delimiter, skipEmptyLines: 'greedy' }).data;
  try {
    for await (const read of file as AsyncIterable<string>) {
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
      if (carried.length > MAX_RECORD_CHARS)
        throw uploadError(
          422,
          'row_too_long',
          `a row of the file is longer than ${MAX_RECORD_CHARS} characters`,
          {
            max_chars: MAX_RECORD_CHARS,
          },
        );
      if (end > 0) yield* parse(text.slice(0, end));
    }
    if (carried !== '') yield* parse(carried);
  } finally {
    file.destroy();
  }
}
