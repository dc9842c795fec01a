import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildServer } from '../scripts/build-server';

/**
 * The server built as `npm run build` builds it, into a folder of its own under node_modules/.cache
 * (inside the project, so the bundles find their packages; apart, so parallel test files never share
 * one). `start` is the built process `node <dir>/start.js`; `remove` deletes the folder.
 */
export async function buildServerApart() {
  const cache = resolve('node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, 'built-server-'));
  await buildServer(dir);
  return { start: join(dir, 'start.js'), remove: () => rmSync(dir, { recursive: true, force: true }) };
}
