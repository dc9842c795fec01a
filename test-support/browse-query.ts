import type { BrowseQuery } from '../contract/cigarette-browse-schema';

/** A browse query as the route reads it with no parameter given, with `given` over it. */
export const browseQuery = (given: Partial<BrowseQuery> = {}): BrowseQuery => ({
  q: undefined,
  price_min: undefined,
  price_max: undefined,
  tar_max: undefined,
  sort: 'name',
  page: 1,
  page_size: 24,
  brand: [],
  type: [],
  package_type: [],
  product_status: [],
  sales_channel: [],
  ...given,
});
