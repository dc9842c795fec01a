import { z } from 'zod/mini';
import { batchPointSchema, geocodeBatchApi } from '../../contract/batch-request-schema';
import type { GeocodeData } from '../../contract/geocode-schema';
import type { Provider } from '../providers/provider';
import type { GeocodeEnvelope } from './geocode';
import { lookUpItem } from '../lookups/item-lookup';
import {
  batchEndpoint,
  invalidItem,
  itemFailureOf,
  itemLookupOptions,
  type BatchRouteOptions,
} from './batch-endpoint';
import { lookupParams } from './geocode';

/** POST /api/geoToAddress/batch: up to 100 points, answered in input order, one envelope per point. */
export function batchRoutes(provider: Provider, options: BatchRouteOptions) {
  return batchEndpoint(
    {
      entry: geocodeBatchApi,
      usage: '{"points": [{"lat", "lng", "id"?}], "poi": 0|1, "poi_options"?: "radius=500;page_size=20"}',
      // poi and get_poi at odds are a 400 for the whole batch, before any point is spent.
      check: (request) => void lookupParams({ lat: 0, lng: 0, ...request }),
      inputs: (request) => request.points,
      lookUp: async (raw, index, request, signal) => {
        const point = z.safeParse(batchPointSchema, raw);
        // An id that is not one (1e400 parses to Infinity, which JSON writes as null) answers under the index.
        const rawId = z.safeParse(batchPointSchema.shape.id, (raw as { id?: unknown } | null)?.id);
        const echoedId = rawId.data ?? index;
        if (!point.success) {
          return { id: echoedId, ...invalidItem(point.error, `points.${index}`) };
        }
        const id = point.data.id ?? index;
        // Cannot throw here: `check` refused the whole batch for what it throws on.
        const params = lookupParams({ ...request, lat: point.data.lat, lng: point.data.lng });
        const outcome = await lookUpItem(
          // Provider answers are envelopes (Omit over a loose object loses the named fields' types).
          async () => (await provider.geoToAddress(params, signal)) as GeocodeEnvelope,
          itemLookupOptions(signal, options.logger, `batch point ${index}`),
        );
        if (outcome.ok) {
          const { code, msg, data } = outcome.value;
          // Where each field comes from is for the panel's single lookups: a batch's rows are its columns.
          const { _sources: sources, ...fields } = (data ?? {}) as GeocodeData;
          void sources;
          return { id, code, msg, data: data && fields };
        }
        const { suggestions, ...failure } = itemFailureOf(outcome);
        void suggestions; // a point has no closest names
        return { id, ...failure };
      },
    },
    options,
  );
}
