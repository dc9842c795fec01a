import { useCatalogT } from './use-catalog-t';

/** Previous and next, with where we are. */
export function CatalogPager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const t = useCatalogT();
  if (pages <= 1) return null;
  return (
    <nav className="catalog-pager" aria-label={t('catalog.pager')}>
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('catalog.previous')}
      </button>
      <span aria-current="page">{t('catalog.page', { page, pages })}</span>
      <button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('catalog.next')}
      </button>
    </nav>
  );
}
