import { createT } from '../../i18n/create-t';

// The POI panel's radius, category and paging strings: loaded with the panel's lazy chunk,
// not before the map (the shell's byte budget).
const poiOptionsMessages = {
  zh: {
    radius: '搜索半径',
    radiusDefault: '默认',
    radiusOnMap: '半径 {distance}',
    categories: '按分类筛选（由服务器筛选）',
    allCategories: '全部',
    more: '更多（还有 {left} 个）',
    loading: '正在加载 POI…',
    failed: 'POI 没有加载成功',
    count: '共 {count} 个，显示 {shown} 个',
  },
  en: {
    radius: 'Search radius',
    radiusDefault: 'Default',
    radiusOnMap: 'radius {distance}',
    categories: 'Filter by category (on the server)',
    allCategories: 'All',
    more: 'More ({left} left)',
    loading: 'Loading POIs…',
    failed: 'The POIs could not be loaded',
    count: '{count} in all, {shown} shown',
  },
};

/** First-level categories offered as chips, with their English names (the server filters by the Chinese word). */
export const CATEGORY_CHIPS: ReadonlyArray<[string, string]> = [
  ['餐饮服务', 'Food & drink'],
  ['购物服务', 'Shopping'],
  ['交通设施服务', 'Transport'],
  ['住宿服务', 'Lodging'],
  ['科教文化服务', 'Education & culture'],
  ['金融保险服务', 'Banks & insurance'],
  ['医疗保健服务', 'Health'],
  ['生活服务', 'Daily services'],
  ['体育休闲服务', 'Sports & leisure'],
  ['风景名胜', 'Sights'],
];

/** t(key, vars) for the strings above, in the UI language. */
export const usePoiOptionsT = createT(poiOptionsMessages);
