import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serveApp } from './serve-app';

// `npm start`: build the SPA when dist/ is missing or older than its sources, then serve.

const SOURCES = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((entry) => newestMtime(join(path, entry))));
}

const builtAt = newestMtime(resolve('dist/index.html'));
if (builtAt === 0 || Math.max(...SOURCES.map((s) => newestMtime(resolve(s)))) > builtAt) {
  console.log(builtAt === 0 ? 'dist/ is missing: building…' : 'dist/ is stale: rebuilding…');
  execFileSync(process.execPath, [resolve('node_modules/vite/bin/vite.js'), 'build'], { stdio: 'inherit' });
}
await serveApp({ distDir: resolve('dist') });
