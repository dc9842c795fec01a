import { serveApp } from '../server/serve-app';

// The API alone (no SPA), for benchmarks: same composition as `npm start`.
await serveApp({});
