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
  /** Answers the envelope; `request_id` is set by the route. Offline, at once (no promise to wait for). */
  geoToAddress(
    params: GeocodeParams,
    signal: AbortSignal,
  ): Omit<GeocodeResponse, 'request_id'> | Promise<Omit<GeocodeResponse, 'request_id'>>;
  cigaretteDetails(name: string, signal: AbortSignal): Promise<CigaretteRecord>;
  health(): ProviderHealth;
}
