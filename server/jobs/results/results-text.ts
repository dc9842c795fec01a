import Papa from 'papaparse';
import { convertPoint } from '../../../common/convert-point';
import { csvCell, FORMULA_START } from '../../../common/spreadsheet-cell';
import type { JobInput } from '../job-chunks';
import type { JobRow } from './job-rows';
import { answerKeys, resultCells, resultHeader } from './result-table';
import { reasonOf, type ResultWords } from './result-words';

/** Rows are written this many at a time (one string a batch)… */
const BATCH_ROWS = 500;
/** …or fewer, once their cells come to this many characters: 500 rows of 1 MiB cells made one 500 MB string. */
export const BATCH_CHARS = 256 * 1024;

/** CSV lines, CRLF-ended, every text cell neutralised against formulas as the batch view's export does. */
const csvLines = (rows: readonly (readonly (string | number)[])[]) =>
  `${Papa.unparse(
    rows.map((row) => row.map(csvCell)),
    { escapeFormulae: FORMULA_START },
  )}\r\n`;

const cellChars = ({ input }: JobRow) => input.cells.reduce((sum, cell) => sum + cell.length, 0);

async function* batched(
  rows: AsyncIterable<JobRow>,
  write: (batch: JobRow[]) => string,
): AsyncGenerator<string> {
  let batch: JobRow[] = [];
  let chars = 0;
  for await (const row of rows) {
    batch.push(row);
    chars += cellChars(row);
    if (batch.length === BATCH_ROWS || chars >= BATCH_CHARS) {
      yield write(batch);
      batch = [];
      chars = 0;
    }
  }
  if (batch.length > 0) yield write(batch);
}

/** results.csv: UTF-8 with a BOM (Excel reads Chinese right), the header, a line a finished row. */
export async function* resultsCsv(input: JobInput, rows: AsyncIterable<JobRow>, words: ResultWords) {
  yield `\uFEFF${csvLines([resultHeader(input, words)])}`;
  yield* batched(rows, (batch) => csvLines(batch.map((row) => resultCells(input, row, words))));
}

/** errors.csv: each unreadable row and failed lookup, with its row number as the spreadsheet shows it, code and why, then its input. */
export async function* errorsCsv(input: JobInput, rows: AsyncIterable<JobRow>, words: ResultWords) {
  yield `\uFEFF${csvLines([[words.row, words.code, words.reason, ...input.header]])}`;
  async function* errors() {
    for await (const row of rows) if (row.outcome && row.outcome.status !== 'ok') yield row;
  }
  yield* batched(errors(), (batch) =>
    csvLines(
      batch.map(({ input: row, outcome }) => [
        row.line ?? row.row,
        outcome!.code ?? '',
        reasonOf(words, outcome!),
        ...input.header.map((_, column) => row.cells[column] ?? ''),
      ]),
    ),
  );
}

const roundCoordinate = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * results.geojson (points jobs): RFC 7946, WGS-84 geometry; every column of results.csv, the row
 * number and the GCJ-02 point in the properties. A row without a readable point has no feature.
 */
export async function* resultsGeojson(input: JobInput, rows: AsyncIterable<JobRow>, words: ResultWords) {
  const header = resultHeader(input, words);
  yield '{"type":"FeatureCollection","features":[';
  let first = true;
  yield* batched(rows, (batch) => {
    const features = batch.flatMap((row) => {
      if (!('point' in row.input)) return [];
      const { point } = row.input;
      const wgs = convertPoint(point, 'GCJ-02', 'WGS-84');
      const properties: Record<string, string | number> = { row: row.input.line ?? row.input.row };
      resultCells(input, row, words).forEach((cell, column) => (properties[header[column]!] = cell));
      properties.lat_gcj02 = point.lat;
      properties.lng_gcj02 = point.lng;
      const geometry = { type: 'Point', coordinates: [roundCoordinate(wgs.lng), roundCoordinate(wgs.lat)] };
      return [JSON.stringify({ type: 'Feature', geometry, properties })];
    });
    if (features.length === 0) return '';
    const text = (first ? '' : ',') + features.join(',');
    first = false;
    return text;
  });
  yield ']}\n';
}

/**
 * results.ndjson: a first line naming the columns ({kind, header, answer_keys}), then a line a row
 * from row `from` on: {row, line, status, cells, point?, answer?, code?, msg?} (`line`: the row's
 * number in the spreadsheet), `status` `pending` for a
 * row whose chunk is not done yet (so a view can page the whole table while the job runs).
 */
export async function* resultsNdjson(input: JobInput, rows: AsyncIterable<JobRow>, limit = Infinity) {
  const keys = answerKeys(input);
  yield `${JSON.stringify({ kind: input.kind, header: input.header, answer_keys: keys })}\n`;
  let count = 0;
  async function* limited() {
    for await (const row of rows) {
      if (count++ === limit) return;
      yield row;
    }
  }
  yield* batched(limited(), (batch) =>
    batch
      .map(({ input: row, outcome }) => {
        const line: Record<string, unknown> = {
          row: row.row,
          line: row.line ?? row.row,
          status: outcome?.status ?? 'pending',
          cells: row.cells,
        };
        if ('point' in row) line.point = row.point;
        if (outcome?.status === 'ok')
          line.answer = Object.fromEntries(keys.map((key, index) => [key, outcome.fields?.[index] ?? '']));
        else if (outcome) Object.assign(line, { code: outcome.code, msg: outcome.msg });
        return `${JSON.stringify(line)}\n`;
      })
      .join(''),
  );
}
