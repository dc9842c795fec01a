import { readFileSync } from 'node:fs';

/**
 * The old generation's cap `npm start` and `npm run worker` run with (package.json's scripts, the
 * one place it is set): `--max-old-space-size=N`. The deploy test holds the unit and the image to
 * it; the benchmarks start their servers with it, as npm start runs.
 */
export function heapCapFlag(): string {
  const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> })
    .scripts;
  const flag = /--max-old-space-size=\d+/.exec(scripts.start ?? '')?.[0];
  if (!flag || !scripts.worker?.includes(flag))
    throw new Error('npm start and npm run worker should run with the same --max-old-space-size');
  return flag;
}
