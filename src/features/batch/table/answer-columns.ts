import type { Failure } from '../../../api/http';
import { answerValues } from '../../../../contract/batch-answer-columns';
import type { ErrorParams } from '../../../../contract/error-codes';
import type { RunnerItem } from '../local/batch-runner';

/**
 * A row's outcome as kept (in memory and in IndexedDB): the answer's fields, or the
 * failure's message, with the item's code and, for a name not found, the closest names.
 * The fields are one string (FIELD_SEPARATOR between them), not an array of strings: a
 * 100,000-row job then holds ~900,000 fewer objects, which every full GC has to trace,
 * and a GC that lands while the table scrolls takes a frame the longer for each.
 */
export type RowResult = { ok: true; text: string } | RowFailure;

/**
 * A row that failed: the item's status (0: the network) and error code with its values, worded in
 * the UI's language when shown; `msg` is only on rows kept before codes (never shown).
 */
export interface RowFailure {
  ok: false;
  code?: number;
  error_code?: string;
  error_params?: ErrorParams;
  suggestions?: string[];
  msg?: string;
}

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
  return failedResult(
    { status: item.code, errorCode: item.error_code, params: item.error_params },
    item.suggestions,
  );
}

/** A failure as a row's outcome (the closest names of a name not found). */
export function failedResult(failure: Failure, suggestions?: string[]): RowFailure {
  const result: RowFailure = { ok: false, code: failure.status };
  if (failure.errorCode) result.error_code = failure.errorCode;
  if (failure.params) result.error_params = failure.params;
  if (suggestions?.length) result.suggestions = suggestions;
  return result;
}

/** A batch item's answer fields in ANSWER_KEYS order (see ANSWER_COLUMNS). */
export const answerFields = (item: RunnerItem & { data?: unknown }) => answerValues(item.data);
