import { ANSWER_KEYS } from '../../../contract/batch-answer-columns';
import { RECORD_KEYS } from '../../../common/name-columns';
import type { JobInput } from '../job-chunks';
import type { JobRow } from './job-rows';
import { reasonOf, type ResultWords } from './result-words';

/** The answer's keys a job's rows gain: an address's (points) or a record's (names). */
export const answerKeys = (input: JobInput): readonly string[] =>
  input.kind === 'points' ? ANSWER_KEYS : RECORD_KEYS;

/**
 * The columns of results.csv/xlsx, as the batch view's export has them: the input's, the point read
 * (GCJ-02) for a points job, the answer's, then the status.
 */
export function resultHeader(input: JobInput, words: ResultWords): string[] {
  const answers =
    input.kind === 'points'
      ? ANSWER_KEYS.map((key) => words.answer[key])
      : RECORD_KEYS.map((key) => words.record[key]);
  return [
    ...input.header,
    ...(input.kind === 'points' ? ['lat_gcj02', 'lng_gcj02'] : []),
    ...answers,
    words.status,
  ];
}

/** A row's status in words: found, failed (with why), unreadable, or (no outcome yet) waiting. */
export function statusText({ outcome }: JobRow, words: ResultWords): string {
  if (outcome?.status === 'ok') return words.ok;
  if (outcome?.status === 'failed') return words.failed(reasonOf(words, outcome));
  return outcome ? words.invalid : words.pending;
}

/** A finished row's cells under resultHeader: input cells as text, the point's as numbers. */
export function resultCells(input: JobInput, row: JobRow, words: ResultWords): (string | number)[] {
  const cells = input.header.map((_, column) => row.input.cells[column] ?? '');
  const point = 'point' in row.input ? row.input.point : undefined;
  const coordinates = input.kind === 'points' ? [point?.lat ?? '', point?.lng ?? ''] : [];
  const fields = answerKeys(input).map((_, index) =>
    row.outcome?.status === 'ok' ? (row.outcome.fields?.[index] ?? '') : '',
  );
  return [...cells, ...coordinates, ...fields, statusText(row, words)];
}
