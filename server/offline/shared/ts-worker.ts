import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/**
 * A worker thread's first code (run with `eval: true`): load the TypeScript module `entry` through
 * tsx's API, which works the same under `tsx` and vitest (a .ts worker entry would need loader
 * hooks the worker does not always inherit).
 */
export function tsWorkerBootstrap(entry: URL): string {
  const require = createRequire(import.meta.url);
  const tsxApi = pathToFileURL(
    require.resolve('tsx/package.json').replace(/package\.json$/, 'dist/esm/api/index.mjs'),
  );
  return `import(${JSON.stringify(tsxApi.href)}).then(({ tsImport }) => tsImport(${JSON.stringify(entry.href)}, ${JSON.stringify(entry.href)}));`;
}
