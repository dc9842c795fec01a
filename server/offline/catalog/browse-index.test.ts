import { describe, expect, it } from 'vitest';
import {
  BROWSE_FACETS,
  BROWSE_SORTS,
  type BrowseFacet,
  type BrowseQuery,
  FACET_LIMIT,
} from '../../../contract/cigarette-browse-schema';
import { cigaretteBrand } from '../../../common/cigarette-brand';
import { pricePerCigarette } from '../../../common/cigarette-price';
import type { CigaretteRecord } from '../../../contract/cigarette-schema';
import { createBrowser } from './browse';

// The indexed browser (sort orders and facet records worked out at load, each call reading only
// what can pass) against the plainest reading of the rules, on random catalogs and queries.

function random(seed: number) {
  let state = seed;
  return () => (state = (state * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

const VALUES: Record<BrowseFacet, string[]> = {
  brand: ['中华', '玉溪', '云烟', '南京', '利群', '白沙', '黄鹤楼', '红塔山'],
  type: ['烤烟型', '混合型', '外香型'],
  package_type: ['硬盒', '软盒', '铁盒'],
  product_status: ['在产', '停产'],
  sales_channel: ['零售', '免税'],
};

function catalog(size: number, next: () => number): CigaretteRecord[] {
  const maybe = <T>(value: T) => (next() < 0.8 ? value : undefined);
  const pick = (list: string[]) => list[Math.floor(next() * list.length)]!;
  return Array.from({ length: size }, (_, id) => ({
    id,
    name: `${pick(VALUES.brand)}(${id})`,
    type: maybe(pick(VALUES.type)),
    package_type: maybe(pick(VALUES.package_type)),
    product_status: maybe(pick(VALUES.product_status)),
    sales_channel: maybe(pick(VALUES.sales_channel)),
    pieces_per_pack: maybe(next() < 0.5 ? 20 : 10),
    single_price: maybe(Math.round(next() * 20) * 5),
    tar_content: maybe(Math.round(next() * 12)),
    overall_score: maybe(Math.round(next() * 10)),
  }));
}

const FIGURES = {
  single_price: (r: CigaretteRecord) => r.single_price,
  price_per_stick: pricePerCigarette,
  tar_content: (r: CigaretteRecord) => r.tar_content,
  overall_score: (r: CigaretteRecord) => r.overall_score,
};
const facetValue = (r: CigaretteRecord, facet: BrowseFacet) =>
  facet === 'brand' ? cigaretteBrand(r.name) : r[facet];

/** The rules read plainly: filter, count each facet under the others, sort, page. */
function reference(records: CigaretteRecord[], query: BrowseQuery, matches: Set<number>) {
  const collator = new Intl.Collator('zh-Hans-CN', { numeric: true });
  const passesOthers = (r: CigaretteRecord, id: number) =>
    (query.q === undefined || matches.has(id)) &&
    (query.price_min === undefined || (r.single_price ?? -1) >= query.price_min) &&
    (query.price_max === undefined || (r.single_price !== undefined && r.single_price <= query.price_max)) &&
    (query.tar_max === undefined || (r.tar_content !== undefined && r.tar_content <= query.tar_max));
  const passesFacet = (r: CigaretteRecord, facet: BrowseFacet) =>
    query[facet].length === 0 || query[facet].includes(facetValue(r, facet) ?? '');
  const hits = records.filter(
    (r, id) => passesOthers(r, id) && BROWSE_FACETS.every((f) => passesFacet(r, f)),
  );
  const sign = query.sort.startsWith('-') ? -1 : 1;
  const figure = FIGURES[query.sort.replace('-', '') as keyof typeof FIGURES];
  hits.sort((a, b) => {
    const [x, y] = [figure?.(a), figure?.(b)];
    if ((x === undefined) !== (y === undefined)) return x === undefined ? 1 : -1;
    return (x === undefined ? 0 : sign * (x - y!)) || collator.compare(a.name, b.name);
  });
  const facets = Object.fromEntries(
    BROWSE_FACETS.map((facet) => {
      const counts = new Map<string, number>();
      records.forEach((r, id) => {
        const value = facetValue(r, facet);
        const counted = passesOthers(r, id) && BROWSE_FACETS.every((f) => f === facet || passesFacet(r, f));
        if (counted && value !== undefined) counts.set(value, (counts.get(value) ?? 0) + 1);
      });
      const list = [...counts].map(([value, count]) => ({ value, count }));
      list.sort((a, b) => b.count - a.count || collator.compare(a.value, b.value));
      return [facet, list.slice(0, FACET_LIMIT)];
    }),
  );
  const start = (query.page - 1) * query.page_size;
  return { total: hits.length, items: hits.slice(start, start + query.page_size), facets };
}

describe('the indexed browser reads the rules as the plain reading does', () => {
  // Seed 3 keeps room for few filters' results (5,000 places), so they are dropped and worked out again.
  it.each([1, 2, 3])('on a random catalog of 3,000 (seed %i), over 150 random queries', (seed) => {
    const next = random(seed);
    const records = catalog(3000, next);
    // A text query matches a brand's records and every tenth id beside (as a search may).
    const matching = (q: string) =>
      records.flatMap((r, id) => (cigaretteBrand(r.name) === q || id % 10 === 0 ? [id] : []));
    const browse = createBrowser(records, matching, seed === 3 ? 5000 : undefined);
    const some = (facet: BrowseFacet) =>
      next() < 0.3 ? VALUES[facet].filter(() => next() < 0.4) : ([] as string[]);
    for (let i = 0; i < 150; i++) {
      const price = next() < 0.3 ? [Math.round(next() * 50), 50 + Math.round(next() * 50)] : [];
      const query: BrowseQuery = {
        q: next() < 0.15 ? VALUES.brand[Math.floor(next() * 8)] : undefined,
        price_min: price[0],
        price_max: next() < 0.5 ? price[1] : undefined,
        tar_max: next() < 0.2 ? Math.round(next() * 12) : undefined,
        sort: BROWSE_SORTS[Math.floor(next() * BROWSE_SORTS.length)]!,
        // Mostly the first pages, some deep ones and some past the end.
        page: 1 + Math.floor(next() ** 2 * 60),
        page_size: [1, 24, 100][Math.floor(next() * 3)]!,
        brand: some('brand'),
        type: some('type'),
        package_type: some('package_type'),
        product_status: some('product_status'),
        sales_channel: some('sales_channel'),
      };
      const matches = new Set(query.q === undefined ? [] : matching(query.q));
      // The same filters asked again, in another sort and page, then as first asked (a kept result).
      const again = { ...query, sort: BROWSE_SORTS[Math.floor(next() * BROWSE_SORTS.length)]!, page: 1 };
      for (const asked of [query, again, { ...query, brand: [...query.brand].reverse() }]) {
        const answer = browse(asked);
        const expected = reference(records, asked, matches);
        const what = JSON.stringify(asked);
        expect(answer.total, what).toBe(expected.total);
        expect(
          answer.items.map(({ name }) => name),
          what,
        ).toEqual(expected.items.map(({ name }) => name));
        expect(answer.facets, what).toEqual(expected.facets);
      }
    }
  });
});
