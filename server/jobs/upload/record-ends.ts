const QUOTE = 34;

/**
 * Where the complete records of delimited text end, fed a piece at a time: a newline ends a record
 * unless it is inside a quoted field (a field that starts with a quote, up to the quote that closes
 * it; a doubled quote inside is one quote), as papaparse reads the text. Lets a large file be
 * parsed in whole records, a block at a time.
 */
export function recordEnds(delimiter: string, newline: '\n' | '\r') {
  const delimiterCode = delimiter.charCodeAt(0);
  const newlineCode = newline.charCodeAt(0);
  // 0 at a field's start, 1 inside an unquoted field, 2 inside a quoted one, 3 just after a quote inside one.
  let state = 0;
  return {
    /** The index just after the last record end in `text` (0 when none ends in it). */
    lastEnd(text: string): number {
      let end = 0;
      for (let i = 0; i < text.length; i++) {
        const code = text.charCodeAt(i);
        if (state === 2) {
          if (code === QUOTE) state = 3;
          continue;
        }
        if (state === 3 && code === QUOTE) {
          state = 2;
          continue;
        }
        if (code === newlineCode) {
          state = 0;
          end = i + 1;
        } else if (code === delimiterCode) state = 0;
        else if (state === 0 && code === QUOTE) state = 2;
        else state = 1;
      }
      return end;
    },
  };
}
