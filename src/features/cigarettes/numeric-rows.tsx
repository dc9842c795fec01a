import type { CigaretteRecord } from '../../contract/cigarette-schema';
import { useT } from '../../i18n/use-t';
import { CardRow } from './card-row';
import type { Mark } from './compare-marks';
import { MarkBadge } from './mark-badge';
import { formatNumber } from '../../lib/format-number';
import type { NumericRow } from './record-rows';

interface Props {
  record: CigaretteRecord;
  rows: NumericRow[];
  marks: Record<string, Mark | undefined>;
}

/** Figures with their units; "—" when unknown, 未知 for a wholesale price of 0 (the spec's "not collected"). */
export function NumericRows({ record, rows, marks }: Props) {
  const t = useT();
  return rows.map((row) => {
    const value = row.value(record);
    let text: string;
    if (value !== undefined)
      text = row.unit
        ? t(row.unit, { value: formatNumber(value, row.digits) })
        : formatNumber(value, row.digits);
    else if (row.id === 'wholesale_price' && record.wholesale_price === 0) text = t('cig.value.unknown');
    else text = t('cig.value.none');
    return (
      <CardRow key={row.id} label={t(row.label)}>
        {text}
        <MarkBadge mark={marks[row.id]} />
      </CardRow>
    );
  });
}
