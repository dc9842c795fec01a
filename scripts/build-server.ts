import { build, type BuildOptions, type Plugin } from 'esbuild';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { relative, resolve } from 'node:path';

// `npm run build` (after vite): the server to JavaScript in dist-server/, so production runs plain
// `node dist-server/start.js` (one process, no TypeScript loader). npm packages stay imports from
// node_modules; the server's own modules are bundled, one file per process and per worker thread.

export const SERVER_OUT_DIR = resolve('dist-server');

/**
 * The processes: each server/main/*.ts that no other server module imports, statically or lazily
 * (start.ts, worker.ts),
 * but dev.ts (Vite's dev server in front of the API: `npm run dev`, under tsx only).
 */
function processEntries(serverFiles: string[]): string[] {
  const main = serverFiles.filter((file) => file.startsWith('server/main/') && file !== 'server/main/dev.ts');
  const sources = serverFiles.map((file) => readFileSync(file, 'utf8')).join('\n');
  return main.filter((file) => {
    const name = file.slice('server/main/'.length, -'.ts'.length);
    return !new RegExp(`(?:from |import\\()'(?:\\./|\\.\\./main/)${name}'`).test(sources);
  });
}

/** The worker threads: every `startWorker(new URL('./x.ts', import.meta.url))` names its .ts entry. */
function workerEntries(serverFiles: string[]): string[] {
  return serverFiles.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/new URL\('\.\/([\w-]+\.ts)', import\.meta\.url\)/g)].map((m) =>
      relative('.', resolve(file, '..', m[1]!)),
    ),
  );
}

/**
 * Each module's `import.meta.url` stays its source file's URL (bundled, it would be the bundle's),
 * so paths made from it (server/data/…, a package's files) are found as they are under tsx.
 */
const sourceUrls = (outDir: string): Plugin => ({
  name: 'source-urls',
  setup(context) {
    context.onLoad({ filter: /[\\/]server[\\/].*\.ts$/ }, (args) => {
      const fromOut = relative(outDir, args.path).split('\\').join('/');
      const url = `new URL(${JSON.stringify(fromOut)}, import.meta.url).href`;
      return { contents: readFileSync(args.path, 'utf8').replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
});

/** The esbuild options of the server's build into `outDir`: its entries, bundled and split. */
export function serverBuildOptions(outDir = SERVER_OUT_DIR) {
  const serverFiles = readdirSync('server', { recursive: true, encoding: 'utf8' })
    .map((file) => `server/${file.split('\\').join('/')}`)
    .filter((file) => file.endsWith('.ts') && !/\.test\.ts$|\/test-[\w-]+\.ts$|\.d\.ts$/.test(file));
  const workers = workerEntries(serverFiles);
  const entries = [...processEntries(serverFiles).filter((file) => !workers.includes(file)), ...workers];
  return {
    entryPoints: entries,
    outdir: outDir,
    entryNames: '[name]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    define: { SERVER_BUILT: 'true' },
    plugins: [sourceUrls(outDir)],
    logLevel: 'warning',
  } satisfies BuildOptions;
}

/** Builds into `outDir` (inside the project: the bundles import npm packages from its node_modules). */
export async function buildServer(outDir = SERVER_OUT_DIR) {
  const options = serverBuildOptions(outDir);
  rmSync(outDir, { recursive: true, force: true });
  await build(options);
  return options.entryPoints;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  const entries = await buildServer();
  const ms = Math.round(performance.now() - started);
  console.log(`server: ${entries.join(', ')} built into dist-server/ in ${ms} ms`);
}
