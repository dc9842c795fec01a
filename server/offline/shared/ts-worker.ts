import { createRequire } from 'node:module';
import { basename } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/** Defined (true) by scripts/build-server.ts in the built server; undeclared under tsx and vitest. */
declare const SERVER_BUILT: boolean | undefined;

/**
 * A worker thread running the TypeScript module `entry` (a URL of a .ts file made from import.meta.url, which
 * is how the build finds worker entries). Built, it runs dist-server/x.js beside the bundle; under
 * tsx and vitest, a first script loads `entry` through tsx's API (a .ts worker entry would need
 * loader hooks the worker does not always inherit).
 */
export function startWorker(entry: URL, options: WorkerOptions): Worker {
  if (typeof SERVER_BUILT !== 'undefined') {
    // import.meta.dirname, not .url: the build keeps .url the source file's, dirname is the bundle's.
    const built = pathToFileURL(`${import.meta.dirname}/${basename(entry.pathname, '.ts')}.js`);
    return new Worker(built, options);
  }
  return new Worker(tsWorkerBootstrap(entry), { ...options, eval: true });
}

function tsWorkerBootstrap(entry: URL): string {
  const require = createRequire(import.meta.url);
  const tsxApi = pathToFileURL(
    require.resolve('tsx/package.json').replace(/package\.json$/, 'dist/esm/api/index.mjs'),
  );
  return `import(${JSON.stringify(tsxApi.href)}).then(({ tsImport }) => tsImport(${JSON.stringify(entry.href)}, ${JSON.stringify(entry.href)}));`;
}
