import { useBatchT } from '../use-batch-t';

/**
 * The picked row's every column, title and text (`text(column)`, shown order), under the table: a
 * phone shows only the row number, status and address in the table, the rest is a tap away (batch.css).
 */
export function RowDetails({
  titles,
  text,
}: {
  titles: readonly string[];
  text: (column: number) => string | number | undefined;
}) {
  const t = useBatchT();
  return (
    <section className="batch-details" aria-label={t('batch.rowDetails', { row: text(0) ?? '' })}>
      <dl>
        {titles.slice(1).map((title, offset) => (
          <div key={offset}>
            <dt>{title}</dt>
            <dd>{text(offset + 1)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
