import type { BrowseItem } from '../../src/contract/cigarette-browse-schema';
import type { PageRecords } from './catalog-browse';
import type { Provider } from '../providers/provider';
import type { BatchRouteOptions } from './batch-endpoint';
import { mapWithLimit } from './batch-pool';
import { lookUpName } from './cigarette-lookup';

/**
 * Upstream mode's records for a browse page: each product the local catalog put on the page is asked
 * of the upstream as the names batch asks (through the answer cache and the quota, a few at a time),
 * so a page costs at most one call a product, and none while the answers are cached. A product the
 * upstream does not give stays on the page as missing, with the error's code and message.
 */
export function upstreamRecords(provider: Provider, options: BatchRouteOptions): PageRecords {
  return (names, signal) =>
    mapWithLimit(names, options.concurrency, async (name, index): Promise<BrowseItem> => {
      const answer = await lookUpName(provider, name, signal, `browse record ${index}`, options.logger);
      return answer.data ?? { name, missing: true, code: answer.code, msg: answer.msg };
    });
}
