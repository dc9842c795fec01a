import type { BatchItem } from '../../api/batch-schema';

/** The answer's columns added to each input row, in table and export order. */
export const ANSWER_KEYS = ['address', 'province', 'city', 'district', 'adcode', 'town', 'street', 'poi'] as const;
type AnswerKey = (typeof ANSWER_KEYS)[number];

/** A row's outcome as kept (in memory and in IndexedDB): the answer's fields, or the failure's message. */
export type RowResult = { ok: true; fields: string[] } | { ok: false; msg: string };

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
