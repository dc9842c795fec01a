import type { BatchAnswerItem } from '../../api/batch-schema';
import type { RunnerItem } from './batch-runner';

/** The answer's columns added to each input row, in table and export order. */
export const ANSWER_KEYS = ['address', 'province', 'city', 'district', 'adcode', 'town', 'street', 'poi'] as const;
type AnswerKey = (typeof ANSWER_KEYS)[number];

/**
 * A row's outcome as kept (in memory and in IndexedDB): the answer's fields, or the
 * failure's message, with the item's code and, for a name not found, the closest names.
 * The fields are one string (FIELD_SEPARATOR between them), not an array of strings: a
 * 100,000-row job then holds ~900,000 fewer objects, which every full GC has to trace,
 * and a GC that lands while the table scrolls takes a frame the longer for each.
 */
export type RowResult = { ok: true; text: string } | { ok: false; msg: string; code?: number; suggestions?: string[] };

const FIELD_SEPARATOR = '\u001f';

/** A found row's outcome (a separator inside a field, which no answer holds, becomes a space). */
export function okResult(fields: readonly string[]): RowResult {
  return { ok: true, text: fields.map((field) => field.replaceAll(FIELD_SEPARATOR, ' ')).join(FIELD_SEPARATOR) };
}

/** A found row's fields, in ANSWER_KEYS (or RECORD_KEYS) order. */
export function resultFields(result: { text: string }): string[] {
  return result.text.split(FIELD_SEPARATOR);
}

/** A final item as a row's outcome: its fields on a 200, else its code, message and suggestions. */
export function itemResult<I extends RunnerItem & { suggestions?: string[] }>(item: I, fields: (item: I) => string[]): RowResult {
  if (item.code === 200) return okResult(fields(item));
  const failure = { ok: false as const, msg: item.msg ?? '', code: item.code };
  return item.suggestions?.length ? { ...failure, suggestions: item.suggestions } : failure;
}

/** The answer's fields in ANSWER_KEYS order; a field the answer lacks is empty, never invented. */
export function answerFields(item: BatchAnswerItem): string[] {
  const data = item.data;
  const nearest = data?.pois?.[0];
  const values: Record<AnswerKey, string | undefined> = {
    address: data?.formatted_addresses?.recommend ?? data?.address,
    province: data?.ad_info?.province ?? data?.address_component?.province,
    city: data?.ad_info?.city ?? data?.address_component?.city,
    district: data?.ad_info?.district ?? data?.address_component?.district,
    adcode: data?.ad_info?.adcode,
    town: data?.address_reference?.town?.title,
    street: data?.address_component?.street ?? data?.address_reference?.street?.title,
    poi: nearest?.title,
  };
  return ANSWER_KEYS.map((key) => values[key] ?? '');
}
