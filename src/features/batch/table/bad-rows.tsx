import { useBatchT } from '../use-batch-t';
import type { BadRow } from '../input/read-points';

const SHOWN = 200;

/** The rows that could not be read, with their spreadsheet row number and why. */
export function BadRows({
  bad,
  rowNumber,
}: {
  bad: readonly BadRow[];
  rowNumber: (index: number) => number;
}) {
  const t = useBatchT();
  if (bad.length === 0) return null;
  return (
    <details className="batch-bad" open={bad.length <= 20}>
      <summary>
        {t('batch.badRows')} ({bad.length})
      </summary>
      <ul aria-label={t('batch.badRows')}>
        {bad.slice(0, SHOWN).map((row) => (
          <li key={row.index}>
            {t('batch.badRow', {
              row: rowNumber(row.index),
              reason: t(`batch.reason.${row.reason}`, { value: row.value }),
            })}
          </li>
        ))}
        {bad.length > SHOWN ? <li>…</li> : null}
      </ul>
    </details>
  );
}
