import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text the server sends as files: scripts (workers too), styles, pages, SVG, JSON, source maps. */
const TEXT = /\.(m?js|css|html|svg|json|map|txt|webmanifest)$/;
/** Below this a compressed copy saves less than its headers cost (the same floor as compress-answers.ts). */
const MIN_BYTES = 1024;

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every text file
 * of `dir` (recursively) worth compressing, for the static site to send by Accept-Encoding
 * (server/routes/static-site.ts): the build pays for the best compression once, no request does.
 * A copy not smaller than the file is not written. Returns the files compressed.
 */
export function precompressAssets(dir: string): string[] {
  const done: string[] = [];
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const path = join(dir, name);
    if (!TEXT.test(name) || !statSync(path).isFile()) continue;
    const bytes = readFileSync(path);
    if (bytes.byteLength < MIN_BYTES) continue;
    const br = brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    });
    const gz = gzipSync(bytes, { level: 9 });
    if (br.byteLength < bytes.byteLength) writeFileSync(`${path}.br`, br);
    if (gz.byteLength < bytes.byteLength) writeFileSync(`${path}.gz`, gz);
    done.push(name);
  }
  return done;
}
