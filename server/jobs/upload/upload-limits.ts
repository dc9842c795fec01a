/** Rows a chunk holds: one queue job's work. */
export const CHUNK_ROWS = 1000;

/**
 * The bytes of rows-file lines past which a chunk ends before CHUNK_ROWS (#47): a chunk's lines are
 * read whole, by the work and by every download, so 150 rows of 1 MiB cells in one chunk held
 * ~157 MB each time (a 256 MiB buffer); a chunk now holds about this much, or one row more.
 */
export const CHUNK_BYTES = 4 * 1024 * 1024;

/** The most columns an upload's header may have (each row's cells are carried through every file). */
export const MAX_COLUMNS = 1000;

/** The longest record (a CSV row with its quoted newlines, an NDJSON line, an XLSX row's cells) a file may hold. */
export const MAX_RECORD_CHARS = 1024 * 1024;
