import { useCallback } from 'react';
import { BROWSE_FACETS, type BrowseFacet } from '../../../contract/cigarette-browse-schema';
import { useAppStore } from '../../store/app-store';
import type { DroppedParam } from '../../ui/dropped-notice';
import { useCatalogT } from './use-catalog-t';

const isFacet = (param: string): param is BrowseFacet => (BROWSE_FACETS as readonly string[]).includes(param);

/**
 * The catalog notice's list of the link's dropped filters in the UI's words: each filter by its label,
 * with the value read (none when it could not be decoded), never a parameter name.
 */
export function useDroppedFilterWords() {
  const t = useCatalogT();
  const language = useAppStore((s) => s.language);
  return useCallback(
    (dropped: readonly DroppedParam[]) => {
      const label = (param: string) => {
        if (isFacet(param)) return t(`catalog.facet.${param}`);
        if (param === 'price_min') return t('catalog.priceMin');
        if (param === 'price_max') return t('catalog.priceMax');
        if (param === 'sort') return t('catalog.sort');
        return t(param === 'q' ? 'catalog.dropped.q' : 'catalog.dropped.page');
      };
      const items = dropped.map(({ param, value }) =>
        value && !value.includes('\uFFFD')
          ? t('catalog.dropped.item', { label: label(param), value })
          : label(param),
      );
      return new Intl.ListFormat(language === 'zh' ? 'zh-CN' : 'en', { type: 'conjunction' }).format(items);
    },
    [t, language],
  );
}
