import { answerValues } from '../../contract/batch-answer-columns';
import type { RunnerItem } from './batch-runner';

/**
 * A row's outcome as kept (in memory and in IndexedDB): the answer's fields, or the
 * failure's message, with the item's code and, for a name not found, the closest names.
 * The fields are one string (FIELD_SEPARATOR between them), not an array of strings: a
 * 100,000-row job then holds ~900,000 fewer objects, which every full GC has to trace,
 * and a GC that lands while the table scrolls takes a frame the longer for each.
 */
export type RowResult =
  { ok: true; text: string } | { ok: false; msg: string; code?: number; suggestions?: string[] };

const FIELD_SEPARATOR = '\u001f';

/** A found row's outcome (a separator inside a field, which no answer holds, becomes a space). */
export function okResult(fields: readonly string[]): RowResult {
  return {
    ok: true,
    text: fields.map((field) => field.replaceAll(FIELD_SEPARATOR, ' ')).join(FIELD_SEPARATOR),
  };
}

/** A found row's fields, in ANSWER_KEYS (or RECORD_KEYS) order. */
export function resultFields(result: { text: string }): string[] {
  return result.text.split(FIELD_SEPARATOR);
}

/** A final item as a row's outcome: its fields on a 200, else its code, message and suggestions. */
export function itemResult<I extends RunnerItem & { suggestions?: string[] }>(
  item: I,
  fields: (item: I) => string[],
): RowResult {
  if (item.code === 200) return okResult(fields(item));
  const failure = { ok: false as const, msg: item.msg ?? '', code: item.code };
  return item.suggestions?.length ? { ...failure, suggestions: item.suggestions } : failure;
}

/** A batch item's answer fields in ANSWER_KEYS order (see ANSWER_COLUMNS). */
export const answerFields = (item: RunnerItem & { data?: unknown }) => answerValues(item.data);
