import { existsSync } from 'node:fs';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { AppEnv } from '../http/http-env';
import { pageFor } from './first-view-links';

/** The copies the build writes beside each text file (scripts/precompress-assets.ts). */
const PRECOMPRESSED = /\.(br|gz)$/;

/**
 * Serves the built SPA. Hashed files under /assets/ are cached for good; any
 * other path without a file extension is an app route and gets index.html. A
 * missing file with an extension (/assets/missing.js) is a 404, never HTML.
 * A file with a build-time brotli or gzip copy is sent as the copy the client accepts,
 * and with `Vary: Accept-Encoding` whichever it gets. What is asked again on every visit (the page,
 * no-cache) carries an ETag, so a repeat visit gets a 304; hashed assets are never asked again.
 */
export function staticSite(distDir: string) {
  const app = new Hono<AppEnv>();
  const validated = etag();
  app.use('*', (c, next) => (c.req.path.startsWith('/assets/') ? next() : validated(c, next)));
  app.use(
    '*',
    serveStatic({
      root: distDir,
      precompressed: true,
      onFound: (path, c) => {
        c.header(
          'Cache-Control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        // A copy was sent (and Vary set), or the identity of a file that has copies: the answer depends on Accept-Encoding.
        if (!PRECOMPRESSED.test(path) && existsSync(`${path}.gz`)) c.header('Vary', 'Accept-Encoding');
      },
    }),
  );
  app.get('*', async (c) => {
    const path = c.req.path;
    if (path.startsWith('/api/') || path.startsWith('/assets/') || extname(path) !== '') {
      return c.text('Not found', 404);
    }
    const index = join(distDir, 'index.html');
    if (!existsSync(index)) return c.text('The app is not built: run npm run build', 503);
    c.header('Cache-Control', 'no-cache');
    return c.html(pageFor(path, await readFile(index, 'utf8')));
  });
  return app;
}
