import type { Plugin } from 'vite';
import { BASEMAP_STYLE_PATH } from '../contract/basemap-style-path.ts';
import { FIRST_VIEW_END, FIRST_VIEW_START } from '../server/routes/first-view-links.ts';

/** The modules the map view loads one after another (each a dynamic import of the one before). */
const FIRST_VIEW_MODULES = [
  'src/features/geocode/geocode-map.tsx',
  'src/map/map-adapter.ts',
  'node_modules/maplibre-gl/dist/maplibre-gl.mjs',
];
const MAPLIBRE_WORKER = /^assets\/maplibre-gl-worker-[\w-]+\.mjs$/;
const MAPLIBRE_CSS = /^assets\/maplibre-gl-[\w-]+\.css$/;

interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}
type BuiltFile = BuiltChunk | { type: 'asset'; fileName: string };

/**
 * Writes into index.html what the first view needs, so it all starts as the HTML arrives instead
 * of one dynamic import after another (#48): a `modulepreload` of the map view's chunks and
 * MapLibre's, a preload of their CSS, of MapLibre's worker script (as a fetch: the worker reads it
 * from the HTTP cache, where it is immutable) and of the offline basemap's style (fetched by the
 * page, which takes the preloaded answer). The shell's own size does not change: these load beside
 * it, not before it.
 */
export function preloadFirstView(): Plugin {
  return {
    name: 'preload-first-view',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => {
        if (!bundle) return html;
        const files = Object.values(bundle) as BuiltFile[];
        const chunks = files.filter((file): file is BuiltChunk => file.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const entry = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/index.html'));
        // What the shell loads already (its own modulepreloads), then what the map view adds.
        const shell = new Set<string>();
        const modules = new Set<string>();
        const css = new Set<string>();
        const visit = (chunk: BuiltChunk, into: Set<string>) => {
          if (shell.has(chunk.fileName) || into.has(chunk.fileName)) return;
          into.add(chunk.fileName);
          if (into === modules) chunk.viteMetadata?.importedCss.forEach((file) => css.add(file));
          for (const file of chunk.imports) if (byFile.has(file)) visit(byFile.get(file)!, into);
        };
        if (entry) visit(entry, shell);
        for (const module of FIRST_VIEW_MODULES) {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(module));
          if (!chunk) throw new Error(`preload-first-view: no chunk for ${module}`);
          visit(chunk, modules);
        }
        const named = (pattern: RegExp) => {
          const file = files.find((candidate) => pattern.test(candidate.fileName));
          if (!file) throw new Error(`preload-first-view: nothing in the build matches ${pattern}`);
          return `/${file.fileName}`;
        };
        const links = [
          `<link rel="preload" as="fetch" crossorigin href="${BASEMAP_STYLE_PATH}">`,
          ...[...modules].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
          `<link rel="preload" as="fetch" crossorigin href="${named(MAPLIBRE_WORKER)}">`,
          ...[...css, named(MAPLIBRE_CSS).slice(1)].map(
            (file) => `<link rel="preload" as="style" crossorigin href="/${file}">`,
          ),
        ];
        const block = [FIRST_VIEW_START, ...links, FIRST_VIEW_END].map((line) => `    ${line}\n`).join('');
        return html.replace('  </head>', `${block}  </head>`);
      },
    },
  };
}
