import { JOB_CONTENT_TYPES, type Job } from '../../../../contract/job-schema';
import { submitJob, type JobSubmitParams } from './job-client';
import type { JobInput } from '../local/job-store';
import { fileKind } from '../input/file-kind';
import type { ParsedTable } from '../input/parse-table';
import { addServerJob } from './server-job-list';

/** What the user gave: a file, or pasted rows. */
export type TableSource = { file: Blob; name: string } | { text: string; name: string };

/** The job's options as POST /api/jobs reads them: columns by their header text, as the form chose. */
export function jobParams(input: JobInput, header: readonly string[], fileName: string): JobSubmitParams {
  const column = (index: number) => header[index] ?? '';
  const file_name = fileName;
  if (input.kind === 'names') return { kind: 'names', name: column(input.column), file_name };
  const { mapping, datum, poi } = input;
  const columns =
    mapping.kind === 'pair'
      ? { lat: column(mapping.lat), lng: column(mapping.lng) }
      : {
          location: column(mapping.column),
          location_order: mapping.lngFirst ? ('lng,lat' as const) : ('lat,lng' as const),
        };
  return { kind: 'points', ...columns, datum, poi: poi ? '1' : '0', file_name };
}

/**
 * The body the server reads: an XLSX, comma- or tab-separated file as it is; pasted rows, or a
 * file with another delimiter, written again as CSV from the table the view read.
 */
export function jobBody(source: TableSource, table: ParsedTable): { body: Blob; contentType: string } {
  if ('file' in source) {
    if (fileKind(source.name) === 'xlsx') return { body: source.file, contentType: JOB_CONTENT_TYPES.xlsx };
    if (table.delimiter === ',') return { body: source.file, contentType: JOB_CONTENT_TYPES.csv };
    if (table.delimiter === '\t') return { body: source.file, contentType: JOB_CONTENT_TYPES.tsv };
  }
  const csv = [table.header, ...table.rows].map(csvLine).join('\r\n');
  return { body: new Blob([csv], { type: JOB_CONTENT_TYPES.csv }), contentType: JOB_CONTENT_TYPES.csv };
}

/**
 * One row of RFC 4180 CSV, as it is (no formula guard: this is the input, read by the server, not a
 * file for a spreadsheet). Not papaparse's unparse: that would put ~7 KB gzip on the main thread.
 */
const csvLine = (cells: readonly string[]) =>
  cells.map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(',');

/** Uploads the table as a server job (its files in the UI's language) and keeps its id in the job list. */
export async function startServerJob(
  source: TableSource,
  table: ParsedTable,
  input: JobInput,
  lang: 'zh' | 'en',
  signal?: AbortSignal,
): Promise<Job> {
  const { body, contentType } = jobBody(source, table);
  const params = { ...jobParams(input, table.header, source.name), lang };
  // The file as it is: read in the encoding the preview was (a table written again is UTF-8).
  if (body === ('file' in source ? source.file : undefined) && table.encoding)
    params.encoding = table.encoding;
  // An XLSX file is sent as it is: the server reads the sheet the preview showed.
  if (body === ('file' in source ? source.file : undefined) && table.sheet) params.sheet = table.sheet;
  const job = await submitJob(body, contentType, params, signal);
  addServerJob({
    id: job.id,
    name: source.name,
    kind: input.kind,
    header: table.header,
    createdAt: Date.now(),
    job,
  });
  return job;
}
