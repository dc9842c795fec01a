/** Rows a chunk holds: one queue job's work. */
export const CHUNK_ROWS = 1000;

/** The most columns an upload's header may have (each row's cells are carried through every file). */
export const MAX_COLUMNS = 1000;
