import type { BrowseItem } from '../../contract/cigarette-browse-schema';
import type { PageRecords } from './catalog-browse';
import type { CachedProvider } from '../providers/cached-provider';
import type { BatchRouteOptions } from './batch-endpoint';
import { mapWithLimit } from '../lookups/lookup-pool';
import { lookUpName } from './cigarette-lookup';

/**
 * Upstream mode's records for a browse page: each product the local catalog put on the page is asked
 * of the upstream as the names batch asks (through the answer cache and the quota). The products the
 * cache does not hold each cost the client one point of BATCH_POINTS_PER_MIN first, as a name of the
 * batch does (429 beyond it); and every browse call of this instance shares one lane of
 * `concurrency` upstream lookups in flight, so however many pages clients ask at once, another
 * client's lookup waits behind at most that many of theirs at the quota. A product the upstream does
 * not give stays on the page as missing, with the error's code and message.
 */
export function upstreamRecords(provider: CachedProvider, options: BatchRouteOptions): PageRecords {
  const lane = createLane(options.concurrency);
  return async (names, c) => {
    const signal = c.req.raw.signal;
    const fetched = names.filter((name) => !provider.holdsCigarette(name));
    if (fetched.length > 0) await c.var.spendPoints?.(fetched.length);
    return mapWithLimit(names, options.concurrency, async (name, index): Promise<BrowseItem> => {
      const ask = () => lookUpName(provider, name, signal, `browse record ${index}`, options.logger);
      // A client gone while its lookups waited for the lane frees their turns for others.
      const answer = provider.holdsCigarette(name)
        ? await ask()
        : await lane(() => (signal.throwIfAborted(), ask()));
      if ('data' in answer) return answer.data;
      const { code, msg, error_code, error_params } = answer;
      return { name, missing: true, code, msg, error_code, ...(error_params && { error_params }) };
    });
  };
}

/** Runs at most `size` tasks at once; the others wait their turn, first come first served. */
function createLane(size: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
