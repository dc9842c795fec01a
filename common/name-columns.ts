import type { CigaretteBatchItem } from '../contract/cigarette-batch-schema';

/** A found record's columns added to each row of a names file, in table and export order (the card's main fields). */
export const RECORD_KEYS = [
  'name',
  'type',
  'product_status',
  'sales_channel',
  'package_type',
  'pieces_per_pack',
  'single_price',
  'carton_price',
  'wholesale_price',
  'length',
  'filter_length',
  'tar_content',
  'nicotine_content',
  'co_content',
  'carton_code',
  'cigarette_code',
  'overall_score',
] as const;

/** The record's fields in RECORD_KEYS order, as text; a field it lacks is empty (wholesale 0 means unknown). */
export function recordFields(item: CigaretteBatchItem): string[] {
  const record = item.data;
  return RECORD_KEYS.map((key) => {
    const value = record?.[key];
    if (value === undefined || (key === 'wholesale_price' && value === 0)) return '';
    return String(value);
  });
}
