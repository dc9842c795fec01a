import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Latency buckets in seconds: cached answers take a millisecond, upstream calls up to the time-out. */
const SECONDS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Every metric /metrics reports, in one registry made by the composition root and handed to
 * what counts (never a module-global one: each app, and each test, has its own).
 */
export function createMetrics(options: { processMetrics?: boolean } = {}) {
  const registry = new Registry();
  // Node's own (CPU, memory, event loop lag, GC, handles): off in tests that build many apps.
  if (options.processMetrics ?? true) collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    httpRequests: new Counter({
      name: 'http_requests_total',
      help: 'Requests answered, by endpoint (the name in server/http/endpoints.ts, "other" for the rest), method and status.',
      labelNames: ['route', 'method', 'status'] as const,
      registers,
    }),
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request, by endpoint and method.',
      labelNames: ['route', 'method'] as const,
      buckets: SECONDS,
      registers,
    }),
    upstreamCalls: new Counter({
      name: 'upstream_requests_total',
      help: 'Calls to the upstream service by endpoint and outcome (ok, not_found, rate_limited, timeout, error, aborted).',
      labelNames: ['endpoint', 'outcome'] as const,
      registers,
    }),
    upstreamDuration: new Histogram({
      name: 'upstream_request_duration_seconds',
      help: 'Time an upstream call took, by endpoint (after any quota wait).',
      labelNames: ['endpoint'] as const,
      buckets: SECONDS,
      registers,
    }),
    cacheLookups: new Counter({
      name: 'cache_lookups_total',
      help: 'Answer cache lookups by endpoint and outcome (hit: answered without a new call, miss).',
      labelNames: ['endpoint', 'outcome'] as const,
      registers,
    }),
    quotaWaits: new Counter({
      name: 'upstream_quota_waits_total',
      help: 'Upstream calls that waited for their turn under UPSTREAM_MAX_RPS.',
      registers,
    }),
    quotaRefusals: new Counter({
      name: 'upstream_quota_refusals_total',
      help: 'Upstream calls refused (429) because their turn under UPSTREAM_MAX_RPS was too far off.',
      registers,
    }),
    rateLimitRefusals: new Counter({
      name: 'rate_limit_refusals_total',
      help: 'Requests refused (429) by the per-client budget: requests (RATE_LIMIT_PER_MIN) or batch points (BATCH_POINTS_PER_MIN).',
      labelNames: ['budget'] as const,
      registers,
    }),
    batchItems: new Counter({
      name: 'batch_items_total',
      help: 'Points and names received by the batch endpoints.',
      labelNames: ['endpoint'] as const,
      registers,
    }),
    jobRows: new Counter({
      name: 'job_rows_total',
      help: 'Rows of server-side jobs finished by this process (rate() is its rows per second).',
      registers,
    }),
    jobChunkRetries: new Counter({
      name: 'job_chunk_retries_total',
      help: 'Chunks of server-side jobs that failed an attempt and were queued again.',
      registers,
    }),
    jobChunkStalls: new Counter({
      name: 'job_chunk_stalls_total',
      help: 'Chunks taken back from a process that stopped renewing its hold (died, or blocked), as this process saw them.',
      registers,
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** Server-side jobs by state (all instances' when they share Redis) and the chunks waiting, read at each scrape. */
export function watchJobs(
  metrics: Metrics,
  read: { states(): Promise<Record<string, number>>; depth(): Promise<number> },
) {
  new Gauge({
    name: 'jobs',
    help: 'Server-side jobs by state (queued, running, paused, done, failed, cancelled), until they expire.',
    labelNames: ['state'] as const,
    registers: [metrics.registry],
    async collect() {
      const states = await read.states().catch(() => ({}) as Record<string, number>);
      for (const state of ['queued', 'running', 'paused', 'done', 'failed', 'cancelled'])
        this.set({ state }, states[state] ?? 0);
    },
  });
  new Gauge({
    name: 'job_queue_depth',
    help: 'Chunks of server-side jobs waiting to be worked (what an autoscaler of workers reads).',
    registers: [metrics.registry],
    async collect() {
      this.set(await read.depth().catch(() => 0));
    },
  });
}

/** Redis state as a gauge: 1 for the current state (up, stalled, down), 0 for the others. */
export function watchRedis(metrics: Metrics, state: () => 'up' | 'stalled' | 'down') {
  new Gauge({
    name: 'redis_state',
    help: 'The shared Redis: 1 for its current state (up, stalled, down), 0 for the others.',
    labelNames: ['state'] as const,
    registers: [metrics.registry],
    collect() {
      const now = state();
      for (const each of ['up', 'stalled', 'down'] as const) this.set({ state: each }, each === now ? 1 : 0);
    },
  });
}

/** Each imported OpenStreetMap extract's age: seconds since its replication timestamp. */
export function watchOsmExtracts(
  metrics: Metrics,
  extracts: () => readonly { file: string; replication_timestamp: string }[],
) {
  new Gauge({
    name: 'osm_extract_age_seconds',
    help: 'Seconds since the replication timestamp of each imported OpenStreetMap extract.',
    labelNames: ['file'] as const,
    registers: [metrics.registry],
    collect() {
      this.reset();
      for (const { file, replication_timestamp } of extracts()) {
        const at = Date.parse(replication_timestamp);
        if (!Number.isNaN(at)) this.set({ file }, (Date.now() - at) / 1000);
      }
    },
  });
}
