import type { CigaretteRecord } from '../../../contract/cigarette-schema';
import { useT } from '../../i18n/use-t';
import { CardRow } from './card-row';
import type { Mark } from '../../lib/compare-marks';
import { MarkBadge } from './mark-badge';
import { numericText, type NumericRow } from '../../lib/cigarette-record-rows';

interface Props {
  record: CigaretteRecord;
  rows: NumericRow[];
  marks: Record<string, Mark | undefined>;
}

/** Figures with their units, each with its 较优/较差 mark when cards are compared. */
export function NumericRows({ record, rows, marks }: Props) {
  const t = useT();
  return rows.map((row) => (
    <CardRow key={row.id} label={t(row.label)}>
      {numericText(row, record, t)}
      <MarkBadge mark={marks[row.id]} />
    </CardRow>
  ));
}
