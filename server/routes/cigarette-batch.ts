import { z } from 'zod/mini';
import { cigaretteBatchApi } from '../../contract/cigarette-batch-schema';
import { cigaretteParamsSchema } from '../../contract/query-params';
import type { Provider } from '../providers/provider';
import { batchEndpoint, invalidItem, type BatchRouteOptions } from './batch-endpoint';
import { lookUpName } from './cigarette-lookup';

/** POST /api/cigaretteDetails/batch: up to 100 names, answered in input order, one item per name. */
export function cigaretteBatchRoutes(provider: Provider, options: BatchRouteOptions) {
  return batchEndpoint(
    {
      entry: cigaretteBatchApi,
      usage: '{"names": ["中华(硬)", …]}',
      inputs: (request) => request.names,
      lookUp: async (raw, index, _request, signal) => {
        const echoed = typeof raw === 'string' ? { name: raw } : {};
        // The single endpoint's rule: 1 to 64 characters after trimming.
        const parsed = z.safeParse(cigaretteParamsSchema.shape.name, raw);
        if (!parsed.success) return { ...echoed, ...invalidItem(parsed.error, `names.${index}`) };
        return {
          ...echoed,
          ...(await lookUpName(provider, parsed.data, signal, `batch name ${index}`, options.logger)),
        };
      },
    },
    options,
  );
}
