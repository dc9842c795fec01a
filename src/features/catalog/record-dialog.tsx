import type { CigaretteRecord } from '../../../contract/cigarette-schema';
import { normaliseCigaretteName } from '../../../common/cigarette-name';
import { useCatalogT } from './use-catalog-t';
import { ModalDialog } from '../../ui/modal-dialog';
import { MAX_CARDS, writeAppUrl } from '../../url/app-url';
import { pageLink } from '../../url/page-link';
import { useAppUrl } from '../../url/use-app-url';
import type { CatalogParts } from './catalog-parts';

/** The whole record of one product, with a button that adds it to the compared products (`cig`) and a link to the compare view. */
export function RecordDialog({
  record,
  parts,
  onClose,
}: {
  record: CigaretteRecord;
  parts: CatalogParts;
  onClose: () => void;
}) {
  const t = useCatalogT();
  const { state, navigate } = useAppUrl();
  const compared = state.cig;
  const inComparison = compared.some(
    (name) => normaliseCigaretteName(name) === normaliseCigaretteName(record.name),
  );
  const full = compared.length >= MAX_CARDS;
  const compareLink = pageLink(`/compare${writeAppUrl({ poi: false, cig: compared })}`);
  const { RecordCard } = parts;
  return (
    <ModalDialog
      open
      title={record.name}
      closeLabel={t('catalog.dialogClose')}
      onClose={onClose}
      className="catalog-dialog"
    >
      <RecordCard record={record} />
      <div className="catalog-dialog-actions">
        {inComparison ? (
          <p role="status">{t('catalog.compared', { count: compared.length, max: MAX_CARDS })}</p>
        ) : (
          <button
            type="button"
            disabled={full}
            title={full ? t('catalog.compareFull', { max: MAX_CARDS }) : undefined}
            onClick={() => navigate({ cig: [...compared, record.name] }, 'replace')}
          >
            {t('catalog.compare')}
          </button>
        )}
        {compared.length > 0 && <a {...compareLink}>{t('catalog.viewCompare')}</a>}
      </div>
    </ModalDialog>
  );
}
