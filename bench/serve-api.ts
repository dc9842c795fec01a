import { serveApp } from '../server/main/serve-app';

// The API alone (no SPA), for benchmarks: same composition as `npm start`;
// BENCH_OBSERVE=off: without its log and metrics (bench/observe-cost.ts compares).
await serveApp({ observe: process.env.BENCH_OBSERVE !== 'off' });
