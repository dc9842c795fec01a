import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

/**
 * The server as `npm start` runs it (#48): dist-server/start.js, plain node, no TypeScript loader
 * (under tsx every named closure the request path makes is wrapped at run time, which production
 * never pays), serving the built app; or the job worker as `npm run worker` runs it. Rebuilt first if missing or older than its sources, by
 * npm start's own first step (scripts/build-stale.ts).
 */
export function builtServerEntry(process_: 'start' | 'worker' = 'start'): string {
  execFileSync(process.execPath, ['--import', 'tsx', resolve('scripts/build-stale.ts')], {
    stdio: 'inherit',
  });
  return `dist-server/${process_}.js`;
}
