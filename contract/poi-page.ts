import { DEFAULT_PAGE_SIZE, type PoiOptions } from './poi-options';

/**
 * True when `word` names a level of the `大类:中类:小类` path: one level (餐饮服务, 咖啡厅) or
 * several in a row (餐饮服务:中餐厅).
 */
export function categoryHas(category: string, word: string): boolean {
  const levels = category.split(':');
  const wanted = word.split(':');
  for (let start = 0; start + wanted.length <= levels.length; start++) {
    if (wanted.every((level, i) => levels[start + i] === level)) return true;
  }
  return false;
}

/** What `category=` keeps and `poi_filter=category<>` leaves out. */
export function passesCategories(category: string, options: PoiOptions): boolean {
  const { categories, excluded } = options;
  if (categories?.length && !categories.some((word) => categoryHas(category, word))) return false;
  return !excluded?.some((word) => categoryHas(category, word));
}

/** The slice of a list that page_index and page_size ask for (page 1 of 10 when neither is given). */
export function pageOf<T>(list: readonly T[], options: PoiOptions): T[] {
  const size = options.pageSize ?? DEFAULT_PAGE_SIZE;
  const start = ((options.pageIndex ?? 1) - 1) * size;
  return list.slice(start, start + size);
}

/**
 * From every POI within the radius, one per place and in a stable order (nearest first, ties
 * in one fixed order): those the categories keep, counted, and the page asked for. Pages are
 * slices of one list, so no POI is on two pages.
 */
export function selectPois<T extends { category?: string }>(
  ordered: readonly T[],
  options: PoiOptions,
): { total: number; page: T[] } {
  const kept = ordered.filter((poi) => passesCategories(poi.category ?? '', options));
  return { total: kept.length, page: pageOf(kept, options) };
}
