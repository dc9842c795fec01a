import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { precompressAssets } from './scripts/precompress-assets.ts';
import { preloadFirstView } from './scripts/preload-first-view.ts';

/**
 * pmtiles imports fflate only to gunzip where DecompressionStream is missing (Firefox before 113);
 * every other browser of the target has it. Its copy of fflate's inflate (~3 KB gzip) is left out.
 */
function pmtilesWithoutFflate(): Plugin {
  const stub = '\0pmtiles-fflate-stub';
  return {
    name: 'pmtiles-without-fflate',
    enforce: 'pre',
    resolveId: (id, importer) =>
      id === 'fflate' && importer?.includes('/node_modules/pmtiles/') ? stub : undefined,
    load: (id) =>
      id === stub
        ? 'export function decompressSync() { throw new Error("this browser cannot gunzip (no DecompressionStream)"); }'
        : undefined,
  };
}

/** Brotli and gzip copies of the built text files, which the server sends by Accept-Encoding (#35). */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved: (config) => void (outDir = resolve(config.root, config.build.outDir)),
    closeBundle: () => void precompressAssets(outDir),
  };
}

export default defineConfig({
  plugins: [react(), pmtilesWithoutFflate(), preloadFirstView(), precompress()],
  build: {
    target: 'es2022',
    sourcemap: false,
    // Read by the bundle budget check (test-support/bundle-budget.ts).
    manifest: true,
    // MapLibre ships as one prebuilt, minified bundle (maplibre-gl/dist/maplibre-gl.mjs, 1,110 kB) that Vite
    // cannot split; it is a lazy chunk of its own. The limit sits just above it: any other chunk this big warns.
    chunkSizeWarningLimit: 1200,
    // Every browser with ES2022 modules (the target) but Safari before 17 follows <link rel=modulepreload>
    // itself; there the hint is only lost, never the page. Vite's polyfill would cost ~0.4 KB gzip of the shell.
    modulePreload: { polyfill: false },
    // precompress()'s brotli at quality 11 takes seconds by design (once a build, so no request pays for it):
    // Rolldown's timing notice would call that slow on every busy machine.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
});
