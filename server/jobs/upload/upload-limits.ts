/** Rows a chunk holds: one queue job's work. */
export const CHUNK_ROWS = 1000;

/** The most columns an upload's header may have (each row's cells are carried through every file). */
export const MAX_COLUMNS = 1000;

/** The longest record (a CSV row with its quoted newlines, an NDJSON line, an XLSX row's cells) a file may hold. */
export const MAX_RECORD_CHARS = 1024 * 1024;
