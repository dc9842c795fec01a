import type { BrowseMissing } from '../../../contract/cigarette-browse-schema';
import { cigaretteBrand } from '../../../common/cigarette-brand';
import type { CigaretteRecord } from '../../../contract/cigarette-schema';
import { pricePerCigarette } from '../../../common/cigarette-price';
import { useErrorWords } from '../../i18n/error-text';
import { useCatalogT } from './use-catalog-t';
import { formatNumber } from '../../lib/format-number';
import type { CatalogParts } from './catalog-parts';

const figure = (value: number | undefined, digits?: number) =>
  value === undefined ? '—' : formatNumber(value, digits);

/** One product at a glance; the whole card is a button that opens the full record. */
export function CatalogCard({
  record,
  parts,
  onOpen,
}: {
  record: CigaretteRecord;
  parts: CatalogParts;
  onOpen: () => void;
}) {
  const t = useCatalogT();
  const { ScoreMeter, ColourSwatch } = parts;
  const stick = pricePerCigarette(record);
  return (
    <article className="catalog-card" data-testid="catalog-card">
      <h3>
        <button
          type="button"
          className="catalog-open"
          aria-label={t('catalog.open', { name: record.name })}
          onClick={onOpen}
        >
          {record.name}
        </button>
      </h3>
      <p className="catalog-tags">
        <span>{cigaretteBrand(record.name)}</span>
        {record.type && <span>{record.type}</span>}
        {record.package_type && <span>{record.package_type}</span>}
      </p>
      <p className="catalog-price">
        {record.single_price === undefined ? '—' : t('catalog.pack', { value: figure(record.single_price) })}
        {stick !== undefined && <span> · {t('catalog.stick', { value: figure(stick, 2) })}</span>}
      </p>
      <p className="catalog-smoke">
        {t('catalog.smoke', {
          tar: figure(record.tar_content),
          nicotine: figure(record.nicotine_content),
          co: figure(record.co_content),
        })}
      </p>
      <div className="catalog-score">
        {record.overall_score === undefined ? (
          <span className="catalog-muted">{t('catalog.noScore')}</span>
        ) : (
          <ScoreMeter label={t('catalog.score')} value={record.overall_score} />
        )}
      </div>
      {(record.main_color || record.secondary_color) && (
        <p className="catalog-colours">
          {record.main_color && <ColourSwatch name={record.main_color} />}
          {record.secondary_color && <ColourSwatch name={record.secondary_color} />}
        </p>
      )}
    </article>
  );
}

/** A product of the page whose record the upstream did not give: its name and why, in the grid's place for it. */
export function MissingCard({ item }: { item: BrowseMissing }) {
  const t = useCatalogT();
  const errorWords = useErrorWords();
  const failure = { status: item.code, errorCode: item.error_code, params: item.error_params };
  return (
    <article className="catalog-card catalog-card-missing" data-testid="catalog-card">
      <h3>{item.name}</h3>
      <p className="catalog-muted">
        {item.code === 404 ? t('catalog.notFound') : t('catalog.unanswered', { reason: errorWords(failure) })}
      </p>
    </article>
  );
}
