import { resolve } from 'node:path';
import { serveApp } from './serve-app';

// The production process: `npm start` runs it built (node dist-server/start.js), after
// scripts/build-stale.ts has rebuilt dist/ and dist-server/ if their sources changed.

await serveApp({ distDir: resolve('dist') });
