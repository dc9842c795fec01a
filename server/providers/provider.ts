import type { CigaretteRecord } from '../../contract/cigarette-schema';
import type { GeocodeResponse } from '../../contract/geocode-schema';
import type { GeocodeParams } from '../../contract/query-params';

interface ProviderHealth {
  ready: boolean;
  /** Name → version of each data set the provider answers from. */
  data: Record<string, string>;
}

/** Where answers come from: the third-party service (`upstream`) or the embedded open data (`offline`). */
export interface Provider {
  readonly name: 'offline' | 'upstream';
  /**
   * Answers the envelope; `request_id` is set by the route. Offline, at once (no promise to wait
   * for), never reading `signal`; it may be a function giving the signal when first needed: a
   * request's is made when read (an AbortController a request, 1.6 % of a poi=1 lookup's CPU).
   */
  geoToAddress(
    params: GeocodeParams,
    signal: AbortSignal | (() => AbortSignal),
  ): Omit<GeocodeResponse, 'request_id'> | Promise<Omit<GeocodeResponse, 'request_id'>>;
  cigaretteDetails(name: string, signal: AbortSignal): Promise<CigaretteRecord>;
  health(): ProviderHealth;
}

/** The signal a provider was given, made now if it was given as a function. */
export const signalOf = (signal: AbortSignal | (() => AbortSignal)): AbortSignal =>
  typeof signal === 'function' ? signal() : signal;
