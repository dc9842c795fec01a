import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildServer } from './build-server';

// `npm start`'s first step: rebuild the app (dist/) and the server (dist-server/) when missing or
// older than their sources; then package.json's script execs `node dist-server/start.js`.

const APP_SOURCES = [
  'src',
  'contract',
  'common',
  'public',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
];
const SERVER_SOURCES = ['server', 'contract', 'common', 'scripts/build-server.ts', 'package-lock.json'];

function newestMtime(path: string): number {
  if (!existsSync(path) || path === 'server/data') return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((entry) => newestMtime(join(path, entry))));
}

function stale(built: string, sources: string[]): string | undefined {
  const builtAt = newestMtime(built);
  if (builtAt === 0) return 'missing';
  return Math.max(...sources.map(newestMtime)) > builtAt ? 'stale' : undefined;
}

const app = stale('dist/index.html', APP_SOURCES);
if (app) {
  console.log(`dist/ is ${app}: building…`);
  execFileSync(process.execPath, [resolve('node_modules/vite/bin/vite.js'), 'build'], { stdio: 'inherit' });
}
const server = stale('dist-server/start.js', SERVER_SOURCES);
if (server) {
  console.log(`dist-server/ is ${server}: building…`);
  await buildServer();
}
