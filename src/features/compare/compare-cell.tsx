import type { CigaretteRecord } from '../../../contract/cigarette-schema';
import { useT } from '../../i18n/use-t';
import { numericText } from '../../lib/cigarette-record-rows';
import type { Mark } from '../../lib/compare-marks';
import type { CompareParts } from './compare-parts';
import { textOf, type CompareRow } from './compare-rows';
import { useCompareT } from './use-compare-t';

/** One value of one product: a figure, a score bar, a colour swatch, a barcode or text; its mark below it. */
export function CompareCell({
  row,
  record,
  mark,
  parts,
}: {
  row: CompareRow;
  record: CigaretteRecord;
  mark: Mark | undefined;
  parts: CompareParts;
}) {
  const t = useT();
  const tCompare = useCompareT();
  const label = t(row.label);
  let value;
  if ('row' in row) {
    const figure = row.row.value(record);
    if (row.kind === 'number' || figure === undefined) value = numericText(row.row, record, t);
    else value = <parts.ScoreMeter label={label} value={figure} />;
  } else {
    const text = textOf(record, row.field);
    if (row.kind === 'colour') value = <parts.ColourSwatch name={text} />;
    else if (row.kind === 'barcode') value = <parts.Ean13Barcode code={text} label={label} />;
    else value = text ?? t('cig.value.none');
  }
  return (
    <div className="cmp-cell">
      <div className="cmp-value">{value}</div>
      {mark && (
        <span className={`cmp-mark cmp-mark-${mark}`} data-testid="compare-mark">
          {tCompare(mark === 'better' ? 'compare.better' : 'compare.worse')}
        </span>
      )}
    </div>
  );
}
