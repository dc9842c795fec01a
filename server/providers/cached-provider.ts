import { LRUCache } from 'lru-cache';
import type { CigaretteRecord } from '../../contract/cigarette-schema';
import type { GeocodeParams } from '../../contract/query-params';
import { NotFound } from '../domain-errors';
import { upstreamFailed } from './upstream-failed';
import type { Metrics } from '../observe/metrics';
import { noteCache } from '../observe/request-context';
import { formatPoiOptions } from '../../contract/poi-options';
import type { Provider } from './provider';
import { type SharedAnswers, type Stored, throughShared } from '../redis/shared-answers';

export interface CacheOptions {
  /** How long an answer is reused, in seconds; 0 turns the cache off. */
  ttlS: number;
  maxEntries: number;
  /** The clock, in milliseconds (tests move it). */
  now?: () => number;
  /** A level shared by every instance (Redis), asked on a local miss; `waitMs` bounds waiting for another instance's call. */
  shared?: { answers: SharedAnswers; waitMs: number };
  /** Counts hits and misses of this (local) level. */
  metrics?: Metrics;
}

/** A provider with its answer cache, which says whether it holds a product's answer (a lookup then costs no call). */
export interface CachedProvider extends Provider {
  holdsCigarette(name: string): boolean;
}

type Geocode = Awaited<ReturnType<Provider['geoToAddress']>>;

/** Coordinates rounded to 5 decimals (about a metre), the POI flag and the POI options (in one order). */
export const geocodeKey = ({ lat, lng, poi, options }: GeocodeParams) => {
  const key = `${lat.toFixed(5)},${lng.toFixed(5)},${poi}`;
  return options ? `${key},${formatPoiOptions(options)}` : key;
};

/**
 * Wraps a provider so repeated questions do not spend upstream quota: a bounded
 * LRU of answers with a TTL. Equal questions in flight at the same moment share
 * one upstream call. Failures (5xx, 429, timeouts) are never kept.
 *
 * A shared call is not cancelled when one asker goes away (another may still be
 * waiting, and the answer is worth keeping); the upstream's own timeout bounds it.
 */
export function withCache(provider: Provider, options: CacheOptions): CachedProvider {
  if (options.ttlS <= 0) return { ...provider, holdsCigarette: () => false };
  const ttl = options.ttlS * 1000;
  const detached = new AbortController().signal;
  // A given clock is read on every check (lru-cache otherwise reuses a reading for 1 ms).
  const clock = options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {};
  const { shared } = options;
  const lookup = <T>(key: string, ask: () => Promise<T>): Promise<Stored<T>> =>
    shared
      ? throughShared(shared.answers, key, () => settle(ask()), { ttlMs: ttl, waitMs: shared.waitMs })
      : settle(ask());

  const geo = new LRUCache<string, Stored<Geocode>, GeocodeParams>({
    max: options.maxEntries,
    ttl,
    ...clock,
    fetchMethod: (key, _stale, { context }) =>
      lookup(`geo:${key}`, async () => provider.geoToAddress(context, detached)),
  });
  const cig = new LRUCache<string, Stored<CigaretteRecord>, string>({
    max: options.maxEntries,
    ttl,
    ...clock,
    fetchMethod: (key, _stale, { context }) =>
      lookup(`cig:${key}`, () => provider.cigaretteDetails(context, detached)),
  });

  // A hit is an answer without a new call: kept, or shared with an equal question in flight.
  const count = (endpoint: 'geocode' | 'cigarette', status: { fetch?: string }) => {
    const outcome = status.fetch === 'hit' || status.fetch === 'inflight' ? 'hit' : 'miss';
    options.metrics?.cacheLookups.inc({ endpoint, outcome });
    noteCache(outcome);
  };

  return {
    ...provider,
    name: provider.name,
    async geoToAddress(params) {
      const rounded = { ...params, lat: round5(params.lat), lng: round5(params.lng) };
      const status: LRUCache.Status<string, Stored<Geocode>, GeocodeParams> = {};
      const stored = await geo.fetch(geocodeKey(rounded), { context: rounded, status });
      count('geocode', status);
      return unwrap(stored);
    },
    async cigaretteDetails(name) {
      // Keyed on exactly what is sent: an upstream may match names exactly, and
      // one spelling's 404 must never answer another spelling.
      const sent = name.trim();
      const status: LRUCache.Status<string, Stored<CigaretteRecord>, string> = {};
      const stored = await cig.fetch(sent, { context: sent, status });
      count('cigarette', status);
      return unwrap(stored);
    },
    health: () => provider.health(),
    holdsCigarette: (name) => cig.has(name.trim()),
  };
}

const round5 = (value: number) => Number(value.toFixed(5));

async function settle<T>(answer: Promise<T>): Promise<Stored<T>> {
  let value: T;
  try {
    value = await answer;
  } catch (error) {
    if (error instanceof NotFound) return { notFound: error };
    throw error;
  }
  // Only what can be sent again is kept: a value that cannot be serialised would
  // answer 500 for as long as it stays cached.
  try {
    JSON.stringify(value);
  } catch {
    throw upstreamFailed('upstream answer cannot be serialised', 'upstream_bad_answer');
  }
  return { ok: value };
}

function unwrap<T>(stored: Stored<T> | undefined): T {
  if (!stored) throw new Error('cache fetch gave nothing');
  if ('notFound' in stored) throw stored.notFound;
  return stored.ok;
}
