import type { z } from 'zod/mini';
import type { JOB_DATUMS, JOB_FILE_LANGS, JOB_KINDS, jobSubmitParamsSchema } from '../../contract/job-schema';
import type { OutcomeLines } from './work/outcome-lines';

// What the upload's reader (job-input) hands the engine (job-engine), and what the engine hands the
// results' writer (job-results): a job's work is its chunks, each a byte range of the rows file the
// reader wrote under the job's directory. A queue job carries a chunk's index, never its rows.

/** One chunk of a job: about 1,000 data rows, a byte range of the job's rows file. */
export interface ChunkSpec {
  index: number;
  /** Row number (1 = the first data row after the header) of the chunk's first row. */
  firstRow: number;
  rows: number;
  /** Byte range [start, end) of the rows file. */
  start: number;
  end: number;
}

/** What the reader found in an upload; kept as the job's `input.json`. */
export interface JobInput {
  kind: (typeof JOB_KINDS)[number];
  datum: (typeof JOB_DATUMS)[number];
  poi: 0 | 1;
  header: string[];
  /** Data rows (header excluded). */
  total: number;
  /** Rows that cannot be looked up (no readable point or name). */
  invalid: number;
  chunks: ChunkSpec[];
  /** The language it was submitted in, its files' unless a download names another. */
  lang?: (typeof JOB_FILE_LANGS)[number];
}

/**
 * One row of a chunk as the engine looks it up: `row` counts the data rows from 1 (pages and chunks
 * go by it); `line` is its number as the spreadsheet shows it (1 = the file's first row, titles,
 * header and blank rows counted), the number the files and the view show (absent in jobs read before).
 */
export type ChunkRow = { row: number; line?: number; cells: string[] } & (
  | { point: { lat: number; lng: number } } // GCJ-02
  | { name: string }
  | { bad: string } // why it cannot be looked up, in the error-code terms the UI maps
);

/** A chunk's rows, each read when asked for (an array of rows is one too). */
export interface ChunkRows extends Iterable<ChunkRow> {
  readonly length: number;
  at(index: number): ChunkRow | undefined;
  /** Hands the chunk's bytes back for another chunk (its rows cannot be read after). */
  release?(): void;
}

/** One row's outcome, as the engine writes it and the results' files read it. */
export interface RowOutcome {
  row: number;
  status: 'ok' | 'failed' | 'invalid';
  /** The answer's columns (ANSWER_KEYS for points, RECORD_KEYS for names) when ok. */
  fields?: string[];
  /** Why, when failed or invalid: an error code and the server's message. */
  code?: string;
  msg?: string;
}

/** What POST /api/jobs's reader takes beside the body: its type and length, the options, the caps. */
export interface ReadUploadOptions {
  contentType: string | undefined;
  /** The request's Content-Length, when it declares one: refused before reading when over maxBytes. */
  contentLength?: number;
  params: z.infer<typeof jobSubmitParamsSchema>;
  maxBytes: number;
  maxRows: number;
}

/**
 * What the engine needs of a job's files (jobs-files writes them): read the upload into the job's
 * directory, open one chunk's rows, write one chunk's outcomes (encoded as they came) atomically,
 * and read them back
 * (undefined when not written: a chunk written by a process that died before counting it is
 * counted from its file, not looked up again).
 */
export interface JobFiles {
  readUpload(body: ReadableStream<Uint8Array>, dir: string, options: ReadUploadOptions): Promise<JobInput>;
  openChunkRows(dir: string, chunk: ChunkSpec): Promise<ChunkRows>;
  writeChunkOutcomes(dir: string, index: number, outcomes: OutcomeLines): Promise<void>;
  readChunkOutcomes(dir: string, index: number): Promise<RowOutcome[] | undefined>;
}
