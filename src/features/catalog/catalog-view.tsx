import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { BROWSE_SORTS, type BrowseSort, isMissing } from '../../../contract/cigarette-browse-schema';
import { catalogPageQuery } from './cigarette-browse-queries';
import type { CigaretteRecord } from '../../../contract/cigarette-schema';
import { useT } from '../../i18n/use-t';
import { formatCount } from '../../lib/format-number';
import { useAppStore } from '../../store/app-store';
import { DroppedNotice } from '../../ui/dropped-notice';
import { useDroppedFilterWords } from './dropped-filters';
import { ModalDialog } from '../../ui/modal-dialog';
import { useMediaQuery } from '../../ui/use-media-query';
import { CatalogError } from './catalog-error';
import { useCatalogT } from './use-catalog-t';
import { CatalogCard, MissingCard } from './catalog-card';
import { CatalogPager } from './catalog-pager';
import type { CatalogParts } from './catalog-parts';
import { browseParams, hasFilters, NO_FILTERS, useCatalogUrl } from './catalog-url';
import { FacetFilters } from './facet-filters';
import { useAppliedFilters } from './applied-filters';
import { FilterChips } from './filter-chips';
import { RecordDialog } from './record-dialog';
import './catalog.css';

/** Below this width the catalog is laid out for a phone (catalog.css agrees). */
const PHONE = '(max-width: 720px)';

/** /cigarettes: every product of the catalog, filtered, sorted and paged, all of it in the URL. */
export function CatalogView({ parts }: { parts: CatalogParts }) {
  const t = useCatalogT();
  const tShell = useT();
  const language = useAppStore((s) => s.language);
  const sortId = useId();
  const { state, dropped, navigate } = useCatalogUrl();
  const droppedWords = useDroppedFilterWords();
  const answer = useQuery(catalogPageQuery(browseParams(state)));
  const [open, setOpen] = useState<CigaretteRecord>();
  // On a phone the results come first: the filters wait behind a button, in a sheet.
  const phone = useMediaQuery(PHONE);
  const [sheet, setSheet] = useState(false);
  const chips = useAppliedFilters(state);
  const top = useRef<HTMLDivElement>(null);
  const data = answer.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  // A new page starts at its top.
  useEffect(() => {
    top.current?.scrollTo({ top: 0 });
  }, [state.page]);
  // A page past the end (an old link, fewer results now) shows the last page.
  useEffect(() => {
    if (data && !answer.isPlaceholderData && data.total > 0 && state.page > pages)
      navigate({ page: pages }, 'replace');
  }, [data, answer.isPlaceholderData, state.page, pages, navigate]);

  if (data === null) return <p className="catalog-message">{t('catalog.unavailable')}</p>;

  return (
    <>
      <DroppedNotice
        dropped={dropped}
        sentence={t('catalog.dropped')}
        dismiss={tShell('notice.dismiss')}
        words={droppedWords}
      />
      <div className="catalog" ref={top}>
        <h2 className="catalog-title">{t('catalog.title')}</h2>
        {!phone && <FacetFilters state={state} facets={data?.facets} onChange={navigate} />}
        <div className="catalog-results">
          <div className="catalog-toolbar">
            {phone && (
              <button type="button" className="catalog-filter-button" onClick={() => setSheet(true)}>
                {t('catalog.filterButton', { count: chips.length })}
              </button>
            )}
            <p role="status" className="catalog-total">
              {data
                ? t('catalog.total', { total: formatCount(data.total, language) })
                : answer.isError
                  ? ''
                  : t('catalog.loading')}
            </p>
            <label htmlFor={sortId}>{t('catalog.sort')}</label>
            <select
              id={sortId}
              value={state.sort}
              onChange={(e) => navigate({ sort: e.target.value as BrowseSort })}
            >
              {BROWSE_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`catalog.sort.${sort}`)}
                </option>
              ))}
            </select>
          </div>
          <FilterChips chips={chips} onChange={navigate} />
          {answer.isError && (
            <CatalogError
              error={answer.error}
              receivedAt={answer.errorUpdatedAt}
              onRetry={() => void answer.refetch()}
            />
          )}
          {data && data.items.length === 0 && (
            <div className="catalog-message">
              <p>{t('catalog.empty')}</p>
              {hasFilters(state) && (
                <button type="button" onClick={() => navigate(NO_FILTERS)}>
                  {t('catalog.clear')}
                </button>
              )}
            </div>
          )}
          {data && data.items.length > 0 && (
            <ul
              className="catalog-grid"
              aria-label={t('catalog.results')}
              aria-busy={answer.isPlaceholderData}
            >
              {data.items.map((item) => (
                <li key={item.name}>
                  {isMissing(item) ? (
                    <MissingCard item={item} />
                  ) : (
                    <CatalogCard record={item} parts={parts} onOpen={() => setOpen(item)} />
                  )}
                </li>
              ))}
            </ul>
          )}
          <CatalogPager page={state.page} pages={pages} onPage={(page) => navigate({ page })} />
        </div>
        {phone && (
          <ModalDialog
            open={sheet}
            title={t('catalog.filters')}
            closeLabel={t('catalog.dialogClose')}
            onClose={() => setSheet(false)}
            className="catalog-filter-sheet"
          >
            <FacetFilters state={state} facets={data?.facets} onChange={navigate} />
          </ModalDialog>
        )}
        {open && <RecordDialog record={open} parts={parts} onClose={() => setOpen(undefined)} />}
      </div>
    </>
  );
}
