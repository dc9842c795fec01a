import type { CigaretteRecord } from '../../../contract/cigarette-schema';
import { useT } from '../../i18n/use-t';
import { CardRow } from './card-row';
import type { Mark } from '../../lib/compare-marks';
import { MarkBadge } from './mark-badge';
import { SCORE_ROWS } from '../../lib/cigarette-record-rows';
import { ScoreMeter } from './score-meter';

/** The five scores as bars out of 10; an unknown score is "—", not an empty bar. */
export function ScoreRows({
  record,
  marks,
}: {
  record: CigaretteRecord;
  marks: Record<string, Mark | undefined>;
}) {
  const t = useT();
  return SCORE_ROWS.map((row) => {
    const value = row.value(record);
    const label = t(row.label);
    return (
      <CardRow key={row.id} label={label}>
        {value === undefined ? t('cig.value.none') : <ScoreMeter label={label} value={value} />}
        <MarkBadge mark={marks[row.id]} />
      </CardRow>
    );
  });
}
