import autocannon from 'autocannon';
import type { RunningServer } from './start-server';

// Server CPU per request, read from the server process (/proc/<pid>/stat) over a fixed number of
// requests: the benchmarks that compare two targets or two servers in one run share it.

export const ROUNDS = 7;
// 10,000: a bare server spends ~250 ms of CPU on them, so /proc's 10 ms ticks are ±4 %.
export const REQUESTS = 10_000;
export const IN_FLIGHT = 8;

/** A deterministic stream of points over eastern China (GCJ-02), a new point for every request. */
export function pointStream(seed: number) {
  let state = seed;
  const next = () => (state = (state * 1664525 + 1013904223) >>> 0) / 2 ** 32;
  return () => `lat=${(22 + next() * 20).toFixed(6)}&lng=${(100 + next() * 22).toFixed(6)}`;
}

export interface Target {
  name: string;
  path: () => string;
  /** Request headers (Accept-Encoding, for the compression figure). */
  headers?: Record<string, string>;
}

/** Server CPU (µs) per request over `REQUESTS` requests to one target. */
export async function cpuPerRequest(server: RunningServer, target: Target, requests = REQUESTS) {
  const before = server.cpuMs();
  const result = await autocannon({
    url: server.url,
    connections: IN_FLIGHT,
    amount: requests,
    requests: [{ setupRequest: (request) => ({ ...request, path: target.path() }) }],
    headers: target.headers,
  });
  const failed = result.errors + result.non2xx;
  if (failed > 0) throw new Error(`${target.name}: ${failed} of ${result.requests.total} requests failed`);
  return ((server.cpuMs() - before) * 1000) / result.requests.total;
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
