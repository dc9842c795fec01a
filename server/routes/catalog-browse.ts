import {
  browseSchema,
  cigaretteBrowseApi,
  type Browse,
  type BrowseItem,
} from '../../contract/cigarette-browse-schema';
import type { CigaretteRecord } from '../../contract/cigarette-schema';
import { route } from '../http/route';
import type { OfflineCatalog } from '../offline/parts';
import { assertContract } from '../http/send-validated';
import { isValidated, validatedBytes } from '../offline/catalog/validated-records';
import type { Context } from 'hono';
import type { AppEnv } from '../http/http-env';

/** The records of a page's products, in their order, from elsewhere than the catalog (the upstream), for the call `c`. */
export type PageRecords = (names: string[], c: Context<AppEnv>) => Promise<BrowseItem[]>;

/**
 * A browse call walking this many products (a filter's first call over much of the catalog: ~0.2-0.4
 * ms of CPU, what a cheap call costs whole) spends one more request of the client's budget, so that
 * one client's first calls of wide filters cannot keep a core busy inside RATE_LIMIT_PER_MIN.
 */
export const PRODUCTS_PER_REQUEST = 10_000;

/**
 * GET /api/cigarettes/browse (extension): one page of the catalog under filters, with facet counts.
 * The catalog picks and counts the products; `records`, when given, answers their records.
 */
export function catalogBrowseRoutes(catalog: OfflineCatalog, records?: PageRecords) {
  return route(cigaretteBrowseApi, async (c, call) => {
    const query = call.query();
    let visited = 0;
    const page = catalog.browse(query, (records) => (visited = records));
    if (visited >= PRODUCTS_PER_REQUEST)
      await c.var.spendRequests?.(Math.floor(visited / PRODUCTS_PER_REQUEST));
    if (records)
      page.items = await records(
        page.items.map(({ name }) => name),
        c,
      );
    return page.items.every(isValidated) ? sendCatalogPage(c, page) : page;
  });
}

const COMMA = Buffer.from(',');

/**
 * An answer whose records are the catalog's own, which were checked against the contract when it
 * read its file (validated-records.ts): the rest of the answer is checked as every answer is, and
 * each record is sent as its JSON bytes, encoded once. Other records (the upstream's) go through sendValidated.
 */
export function sendCatalogPage(c: Context, page: Browse) {
  const rest = { ...page, items: [] };
  assertContract(
    browseSchema,
    rest,
    page.items.length > page.page_size ? 'more items than page_size' : undefined,
  );
  // "items" comes before facets, so the first empty list is the answer's own.
  const text = JSON.stringify(rest);
  const at = text.indexOf('"items":[]') + '"items":['.length;
  const parts: Uint8Array[] = [Buffer.from(text.slice(0, at))];
  page.items.forEach((record, i) => {
    if (i > 0) parts.push(COMMA);
    parts.push(validatedBytes(record as CigaretteRecord));
  });
  parts.push(Buffer.from(text.slice(at)));
  return c.body(Buffer.concat(parts), 200, { 'Content-Type': 'application/json' });
}
