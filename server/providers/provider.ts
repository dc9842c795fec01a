import type { CigaretteRecord } from '../../contract/cigarette-schema';
import type { GeocodeResponse } from '../../contract/geocode-schema';
import type { GeocodeParams } from '../../contract/query-params';

interface ProviderHealth {
  ready: boolean;
  /** Name → version of each data set the provider answers from. */
  data: Record<string, string>;
}

/**
 * A request's abort signal, or a function giving it when first needed: @hono/node-server makes a
 * request's AbortController when its signal is read (1.6 % of a poi=1 lookup's CPU, #48), and the
 * offline provider never reads it.
 */
export type LazySignal = AbortSignal | (() => AbortSignal);

/** Where answers come from: the third-party service (`upstream`) or the embedded open data (`offline`). */
export interface Provider {
  readonly name: 'offline' | 'upstream';
  /** Answers the envelope; `request_id` is set by the route. Offline, at once (no promise to wait for). */
  geoToAddress(
    params: GeocodeParams,
    signal: LazySignal,
  ): Omit<GeocodeResponse, 'request_id'> | Promise<Omit<GeocodeResponse, 'request_id'>>;
  cigaretteDetails(name: string, signal: LazySignal): Promise<CigaretteRecord>;
  health(): ProviderHealth;
}

/** The signal a provider was given, made now if it was given as a function. */
export const signalOf = (signal: LazySignal): AbortSignal =>
  typeof signal === 'function' ? signal() : signal;
