import { useId, type ReactNode } from 'react';
import type { CigaretteRecord } from '../../../contract/cigarette-schema';
import { useT } from '../../i18n/use-t';
import type { MessageKey } from '../../i18n/messages';
import { CardRow } from './card-row';
import type { Mark } from '../../lib/compare-marks';
import { NumericRows } from './numeric-rows';
import { PackageRows } from './package-rows';
import { PRICE_ROWS, SMOKE_ROWS, SPEC_ROWS } from '../../lib/cigarette-record-rows';
import { ScoreRows } from './score-rows';

interface Props {
  record: CigaretteRecord;
  /** Row id → this card's mark when cards are compared. */
  marks?: Record<string, Mark | undefined>;
  onRemove?: () => void;
}

function Section({ title, children }: { title: MessageKey; children: ReactNode }) {
  const t = useT();
  const id = useId();
  return (
    <section className="cig-section" aria-labelledby={id}>
      <h4 id={id}>{t(title)}</h4>
      <dl>{children}</dl>
    </section>
  );
}

/** A product's whole record at a glance: overview, prices, size, smoke contents, package and scores. */
export function CigaretteCard({ record, marks = {}, onRemove }: Props) {
  const t = useT();
  const titleId = useId();
  const text = (value: string | undefined) => value || t('cig.value.none');
  return (
    <article className="cig-card" aria-labelledby={titleId}>
      <header className="cig-card-header">
        <h3 id={titleId}>{record.name}</h3>
        {onRemove && (
          <button
            type="button"
            className="cig-remove"
            aria-label={t('cig.card.remove', { name: record.name })}
            onClick={onRemove}
          >
            ×
          </button>
        )}
      </header>
      <Section title="cig.section.overview">
        <CardRow label={t('cig.field.type')}>{text(record.type)}</CardRow>
        <CardRow label={t('cig.field.product_status')}>{text(record.product_status)}</CardRow>
        <CardRow label={t('cig.field.sales_channel')}>{text(record.sales_channel)}</CardRow>
      </Section>
      <Section title="cig.section.prices">
        <NumericRows record={record} rows={PRICE_ROWS} marks={marks} />
      </Section>
      <Section title="cig.section.spec">
        <NumericRows record={record} rows={SPEC_ROWS} marks={marks} />
      </Section>
      <Section title="cig.section.smoke">
        <NumericRows record={record} rows={SMOKE_ROWS} marks={marks} />
      </Section>
      <Section title="cig.section.package">
        <PackageRows record={record} />
      </Section>
      <Section title="cig.section.scores">
        <ScoreRows record={record} marks={marks} />
      </Section>
    </article>
  );
}
