// What every BullMQ queue here shares, as its production guide asks: the producer fails fast while
// Redis is away (a caller answers 503 instead of hanging), a worker's connection waits for Redis
// forever (maxRetriesPerRequest null) and reconnects; finished entries are removed, failed ones
// kept a day (at most 1,000) for inspection.

export const producerConnection = (url: string) => ({
  url,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
});

export const workerConnection = (url: string) => ({ url, maxRetriesPerRequest: null });

export const KEEP_FAILED = { age: 24 * 3600, count: 1000 };
