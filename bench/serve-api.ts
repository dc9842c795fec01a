import { main } from '../server/main';

// The API alone (no SPA), for benchmarks: same composition as `npm start`.
await main({});
