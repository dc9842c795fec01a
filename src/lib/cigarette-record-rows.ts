import type { CigaretteRecord } from '../../contract/cigarette-schema';
import { pricePerCigarette } from '../../common/cigarette-price';
import type { MessageKey } from '../i18n/messages';
import { formatNumber } from './format-number';

/** The figures a card shows as numbers, and which way is better when cards are compared. */
export interface NumericRow {
  id: string;
  label: MessageKey;
  /** The value with its unit; scores have none (they are drawn as meters out of 10). */
  unit?: MessageKey;
  /** Lower prices and smoke contents, higher scores; no direction for sizes. */
  better?: 'lower' | 'higher';
  /** The known value, or undefined (wholesale 0 means unknown). */
  value: (record: CigaretteRecord) => number | undefined;
  /** Fixed decimals (packs print nicotine as 1.0 mg); otherwise up to two, without trailing zeros. */
  digits?: number;
}

const field =
  (name: keyof CigaretteRecord) =>
  (record: CigaretteRecord): number | undefined => {
    const value = record[name];
    return typeof value === 'number' ? value : undefined;
  };

export const PRICE_ROWS: NumericRow[] = [
  {
    id: 'single_price',
    label: 'cig.field.single_price',
    unit: 'cig.unit.yuanPack',
    better: 'lower',
    value: field('single_price'),
  },
  {
    id: 'carton_price',
    label: 'cig.field.carton_price',
    unit: 'cig.unit.yuanCarton',
    better: 'lower',
    value: field('carton_price'),
  },
  {
    id: 'wholesale_price',
    label: 'cig.field.wholesale_price',
    unit: 'cig.unit.yuan',
    better: 'lower',
    value: (record) => (record.wholesale_price ? record.wholesale_price : undefined),
  },
  {
    id: 'per_cigarette',
    label: 'cig.field.per_cigarette',
    unit: 'cig.unit.yuanPiece',
    better: 'lower',
    value: pricePerCigarette,
    digits: 2,
  },
];

export const SPEC_ROWS: NumericRow[] = [
  {
    id: 'pieces_per_pack',
    label: 'cig.field.pieces_per_pack',
    unit: 'cig.unit.pieces',
    value: field('pieces_per_pack'),
  },
  { id: 'length', label: 'cig.field.length', unit: 'cig.unit.mm', value: field('length') },
  {
    id: 'filter_length',
    label: 'cig.field.filter_length',
    unit: 'cig.unit.mm',
    value: field('filter_length'),
  },
];

export const SMOKE_ROWS: NumericRow[] = [
  {
    id: 'tar_content',
    label: 'cig.field.tar_content',
    unit: 'cig.unit.mg',
    better: 'lower',
    value: field('tar_content'),
  },
  {
    id: 'nicotine_content',
    label: 'cig.field.nicotine_content',
    unit: 'cig.unit.mg',
    better: 'lower',
    value: field('nicotine_content'),
    digits: 1,
  },
  {
    id: 'co_content',
    label: 'cig.field.co_content',
    unit: 'cig.unit.mg',
    better: 'lower',
    value: field('co_content'),
  },
];

export const SCORE_ROWS: NumericRow[] = (
  ['appearance_score', 'taste_score', 'satisfaction_score', 'purchase_desire_score', 'overall_score'] as const
).map((name): NumericRow => ({
  id: name,
  label: `cig.field.${name}` as const,
  better: 'higher',
  value: field(name),
}));

export const COMPARED_ROWS = [...PRICE_ROWS, ...SMOKE_ROWS, ...SCORE_ROWS].filter((row) => row.better);

type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

/** A figure as shown: with its unit; "—" when unknown, 未知 for a wholesale price of 0 (the spec's "not collected"). */
export function numericText(row: NumericRow, record: CigaretteRecord, t: Translate): string {
  const value = row.value(record);
  if (value !== undefined)
    return row.unit
      ? t(row.unit, { value: formatNumber(value, row.digits) })
      : formatNumber(value, row.digits);
  if (row.id === 'wholesale_price' && record.wholesale_price === 0) return t('cig.value.unknown');
  return t('cig.value.none');
}
