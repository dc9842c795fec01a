import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { JOB_CONTENT_TYPES } from '../../../contract/job-schema';
import { readName } from '../../../common/read-name';
import { readPoint } from '../../../common/read-point';
import { HEADER_SAMPLE_ROWS, headerRowIndex, isBlankRow, tableHeader } from '../../../common/table-header';
import { jobMapping, type JobMapping, type JobSubmitParams } from './column-mapping';
import { delimitedRowBlocks } from './delimited-rows';
import type { ChunkRow, JobInput } from '../job-chunks';
import { inputPath, rowsPath, uploadPath } from '../job-paths';
import { ndjsonRows } from './ndjson-rows';
import { rowsFileWriter } from './rows-file-writer';
import { saveUpload } from './save-upload';
import { uploadEncoding } from './text-check';
import type { TextEncoding } from '../../../common/encoding-names';
import { encodingNamed } from '../../../common/text-encoding';
import { uploadError } from './upload-error';
import { MAX_COLUMNS } from './upload-limits';
import { workPace } from '../work/work-pace';
import { xlsxRows } from './xlsx-rows';

type Format = keyof typeof JOB_CONTENT_TYPES;

export interface ReadUploadOptions {
  /** The request's Content-Type: names the body's format. */
  contentType: string | undefined;
  /** The request's Content-Length, when it declares one: refused before reading when over maxBytes. */
  contentLength?: number;
  params: JobSubmitParams;
  maxBytes: number;
  maxRows: number;
  /** What an XLSX file may inflate to (see XLSX_MAX_INFLATED_BYTES). */
  maxXlsxBytes?: number;
  /** The clock the reading's slices are measured on (a test steps it). */
  clock?: () => number;
}

/** The format a Content-Type names (its parameters, such as charset, aside), or a 415. */
function formatOf(contentType: string | undefined): Format {
  const mediaType = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  const format = (Object.keys(JOB_CONTENT_TYPES) as Format[]).find(
    (key) => JOB_CONTENT_TYPES[key] === mediaType,
  );
  if (format) return format;
  const accepted = Object.values(JOB_CONTENT_TYPES).join(', ');
  throw uploadError(
    'unsupported',
    'unsupported_content_type',
    mediaType
      ? `Content-Type ${mediaType} is not a job's file format: send one of ${accepted}`
      : `a job's file needs a Content-Type naming its format: one of ${accepted}`,
    { content_type: mediaType, accepted },
  );
}

const decodedTooLarge = (maxBytes: number) =>
  uploadError(
    'too-large',
    'body_too_large',
    `the file's rows come to more than ${maxBytes} characters (JOBS_MAX_BYTES)`,
    {
      max_bytes: maxBytes,
    },
  );

/** The file's rows in blocks: a CSV's as parsed, a row at a time from the other formats. */
async function* tableBlocks(
  path: string,
  format: Format,
  options: ReadUploadOptions,
): AsyncGenerator<string[][]> {
  if (format === 'xlsx') {
    for await (const row of xlsxRows(path, options.maxXlsxBytes, options.params.sheet)) yield [row];
    return;
  }
  const encoding = await uploadEncoding(path, format.toUpperCase(), forcedEncoding(options.params));
  if (format !== 'ndjson') return yield* delimitedRowBlocks(path, format, encoding);
  for await (const row of ndjsonRows(path, encoding)) yield [row];
}

/** The encoding `encoding=` names, if any (a name no table is read in is a 400). */
function forcedEncoding(params: JobSubmitParams): TextEncoding | undefined {
  if (params.encoding === undefined) return undefined;
  const encoding = encodingNamed(params.encoding);
  if (encoding) return encoding;
  throw uploadError(
    'refused',
    'param_invalid',
    `encoding=${params.encoding} is not one a table is read in: UTF-8, UTF-16LE, UTF-16BE, GBK (GB18030) or Big5`,
    { param: 'encoding' },
  );
}

/** One row as the engine will look it up: its point (GCJ-02) or name, or why it has none. */
function chunkRow(
  { row, line }: { row: number; line: number },
  cells: string[],
  mapping: JobMapping,
  params: JobSubmitParams,
): ChunkRow {
  const read =
    mapping.kind === 'points'
      ? readPoint(cells, mapping.columns, params.datum ?? 'GCJ-02')
      : readName(cells, mapping.column);
  if ('reason' in read) return { row, line, cells, bad: read.reason };
  return 'name' in read ? { row, line, cells, name: read.name } : { row, line, cells, point: read };
}

/**
 * Reads a job's upload: the body streamed to `dir` under a byte cap, then read per its Content-Type
 * (CSV, TSV, XLSX, NDJSON of objects) into the rows file and input.json, the chunks as byte ranges of
 * it. The columns are the ones `params` names, else detected as the batch view detects them; points
 * are GCJ-02 from here on. Anything refused is a domain error naming what was wrong, and `dir` is
 * removed: nothing is left behind.
 */
export async function readUpload(
  body: ReadableStream<Uint8Array>,
  dir: string,
  options: ReadUploadOptions,
): Promise<JobInput> {
  let format: Format;
  try {
    format = formatOf(options.contentType);
  } catch (error) {
    await body.cancel().catch(() => undefined);
    throw error;
  }
  await mkdir(dir, { recursive: true });
  const rows = rowsFileWriter(rowsPath(dir));
  try {
    await saveUpload(body, uploadPath(dir), options.maxBytes, options.contentLength);
    const { params, maxRows } = options;
    let header: string[] | undefined;
    let mapping: JobMapping | undefined;
    // The first rows, held until the header is found among them (below any title) and measured,
    // with their numbers in the file (blank rows are dropped but counted, as a spreadsheet shows them).
    let held: string[][] = [];
    let heldLines: number[] = [];
    let line = 0;
    let total = 0;
    let invalid = 0;
    // What the rows decode to (a character and a separator a cell) is bounded as the upload is:
    // NDJSON's missing keys and XLSX's shared strings make more of a file than its bytes.
    let decoded = 0;
    // Synchronous but for a write waiting to drain: a promise per row was most of the reading's garbage.
    const add = (cells: string[], at: number) => {
      total += 1;
      if (total > maxRows)
        throw uploadError(
          'too-large',
          'too_many_rows',
          `the file has more than ${maxRows} rows (JOBS_MAX_ROWS)`,
          {
            max_rows: maxRows,
          },
        );
      for (const cell of cells) decoded += cell.length + 1;
      if (decoded > options.maxBytes) throw decodedTooLarge(options.maxBytes);
      const row = chunkRow({ row: total, line: at }, cells, mapping!, params);
      if ('bad' in row) invalid += 1;
      return rows.add(row);
    };
    // The header's width and the detection need the first rows: they are held until then.
    const start = async () => {
      const at = headerRowIndex(held);
      const sample = held.slice(at + 1);
      header = tableHeader(held[at]!, sample);
      if (header.length > MAX_COLUMNS)
        throw uploadError('unreadable', 'too_many_columns', `the file has more than ${MAX_COLUMNS} columns`, {
          max_columns: MAX_COLUMNS,
        });
      mapping = jobMapping(header, sample, params);
      const lines = heldLines.slice(at + 1);
      held = [];
      heldLines = [];
      for (const [index, cells] of sample.entries()) await add(cells, lines[index]!);
    };
    // The rows are read in slices (work-pace.ts): the requests of this process are answered between
    // them. It waits on none (the upload is a request itself): it only lets the event loop turn.
    const pace = workPace({ clock: options.clock });
    for await (const block of tableBlocks(uploadPath(dir), format, options)) {
      for (const cells of block) {
        if (pace.due()) await pace.giveWay();
        line += 1;
        if (isBlankRow(cells)) continue;
        if (header) {
          const draining = add(cells, line);
          if (draining) await draining;
        } else {
          heldLines.push(line);
          if (held.push(cells) === HEADER_SAMPLE_ROWS + 1) await start();
        }
      }
    }
    if (!header && held.length === 0) throw uploadError('unreadable', 'empty_file', 'the file holds no rows');
    if (!header) await start();
    if (total === 0)
      throw uploadError('unreadable', 'header_only', 'the file has a header but no data rows', {
        columns: header!.length,
      });

    const input: JobInput = {
      kind: mapping!.kind,
      datum: params.datum ?? 'GCJ-02',
      poi: params.poi === '1' ? 1 : 0,
      header: header!,
      total,
      invalid,
      chunks: await rows.end(),
      ...(params.lang ? { lang: params.lang } : {}),
    };
    await rm(uploadPath(dir), { force: true });
    const temporary = `${inputPath(dir)}.${process.pid}.tmp`;
    await writeFile(temporary, JSON.stringify(input));
    await rename(temporary, inputPath(dir));
    return input;
  } catch (error) {
    await rows.abort();
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}
