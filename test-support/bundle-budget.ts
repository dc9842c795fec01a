import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export interface BundleReport {
  /** gzip bytes of the entry chunk and everything it imports statically: what loads before the map starts. */
  shellBytes: number;
  shellFiles: string[];
  /** gzip bytes of MapLibre's own chunk. */
  maplibreBytes: number;
  /** Whether MapLibre stays out of the shell (a dynamic import). */
  maplibreIsLazy: boolean;
  /** gzip bytes of every JavaScript file the page runs on its main thread (all chunks, lazy ones included). */
  mainThreadBytes: number;
  /** gzip bytes of the Web Worker scripts (MapLibre's, the batch view's), counted apart: they run off the main thread. */
  workerBytes: number;
}

const gzipSize = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;

export function measureBundle(distDir: string): BundleReport {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('no entry chunk in the manifest');

  const shell = new Set<string>();
  const visit = (key: string) => {
    if (shell.has(key)) return;
    shell.add(key);
    for (const next of manifest[key]!.imports ?? []) visit(next);
  };
  visit(entryKey);

  const maplibreKey = Object.keys(manifest).find((key) => /maplibre-gl\/dist\/maplibre-gl\.m?js$/.test(key));
  if (!maplibreKey) throw new Error('MapLibre chunk not found in the manifest');

  const assets = join(distDir, 'assets');
  const scripts = readdirSync(assets).filter((file) => /\.m?js$/.test(file));
  // Web Workers: MapLibre's, the batch view's file reader (batch-parse-worker.ts), the CSV/XLSX writer
  // (lib/table-file-worker.ts) and the share link's QR code (features/share/qr-worker.ts).
  const workers = scripts.filter(
    (file) =>
      (file.startsWith('maplibre-gl-worker') && file.endsWith('.mjs')) ||
      /^(batch-[\w]+|table-file|qr)-worker-[\w-]+\.js$/.test(file),
  );
  const size = (file: string) => gzipSize(join(distDir, file));

  return {
    shellBytes: [...shell].reduce((sum, key) => sum + size(manifest[key]!.file), 0),
    shellFiles: [...shell].map((key) => manifest[key]!.file),
    maplibreBytes: size(manifest[maplibreKey]!.file),
    maplibreIsLazy: !shell.has(maplibreKey),
    mainThreadBytes: scripts
      .filter((file) => !workers.includes(file))
      .reduce((sum, file) => sum + gzipSize(join(assets, file)), 0),
    workerBytes: workers.reduce((sum, file) => sum + gzipSize(join(assets, file)), 0),
  };
}

export const BUDGETS = {
  shellBytes: 100 * 1024,
  mainThreadBytes: 480 * 1024,
} as const;
