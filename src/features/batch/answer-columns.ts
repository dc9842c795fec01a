import type { BatchItem } from '../../api/batch-schema';
import type { RunnerItem } from './batch-runner';

/** The answer's columns added to each input row, in table and export order. */
export const ANSWER_KEYS = ['address', 'province', 'city', 'district', 'adcode', 'town', 'street', 'poi'] as const;
type AnswerKey = (typeof ANSWER_KEYS)[number];

/**
 * A row's outcome as kept (in memory and in IndexedDB): the answer's fields, or the
 * failure's message, with the item's code and, for a name not found, the closest names.
 */
export type RowResult = { ok: true; fields: string[] } | { ok: false; msg: string; code?: number; suggestions?: string[] };

/** A final item as a row's outcome: its fields on a 200, else its code, message and suggestions. */
export function itemResult<I extends RunnerItem & { suggestions?: string[] }>(item: I, fields: (item: I) => string[]): RowResult {
  if (item.code === 200) return { ok: true, fields: fields(item) };
  const failure = { ok: false as const, msg: item.msg ?? '', code: item.code };
  return item.suggestions?.length ? { ...failure, suggestions: item.suggestions } : failure;
}

/** The answer's fields in ANSWER_KEYS order; a field the answer lacks is empty, never invented. */
export function answerFields(item: BatchItem): string[] {
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
