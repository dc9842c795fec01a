import { browseParamFields, priceRangeInOrder } from '../../../contract/cigarette-browse-schema';

export type PriceField = 'price_min' | 'price_max';

/** What is wrong with a typed price range, by the browse endpoint's own rules; undefined when it may be sent. */
export function priceProblem(
  min: string,
  max: string,
): { field: PriceField; key: 'catalog.price.invalid' | 'catalog.price.order' } | undefined {
  const ends = { price_min: min.trim(), price_max: max.trim() };
  for (const field of ['price_min', 'price_max'] as const) {
    if (ends[field] && !browseParamFields[field].safeParse(ends[field]).success)
      return { field, key: 'catalog.price.invalid' };
  }
  const number = (text: string) => (text ? Number(text) : undefined);
  if (!priceRangeInOrder(number(ends.price_min), number(ends.price_max)))
    return { field: 'price_max', key: 'catalog.price.order' };
  return undefined;
}
