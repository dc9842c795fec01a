import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// HTTP statuses belong to the web layers (http/, routes/, main/): the services below raise
// domain-errors.ts, and server/http/error-status.ts is the one table that gives each its status.
// An HTTP client of a third party (the upstream, a download mirror) still reads its *response's*
// status; what is refused here is a status on our own errors.

const WEB = new Set(['http', 'routes', 'main']);

const productionFiles = (dir: string, top = true): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return (top && WEB.has(entry.name)) || entry.name === 'generated' ? [] : productionFiles(path, false);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });

const STATUS_PATTERNS: [string, RegExp][] = [
  ['an error built with a status', /\bnew \w*Error\(\s*[1-5]\d\d\b/],
  ['a status field set to a number', /\bstatus:\s*[1-5]\d\d\b/],
  ['an error read for its status', /\b(error|err|e|caught|reason|failure|refusal)\.status\b/],
  ['the HTTP error imported', /\bHttpError\b|\/http-error'|\/service-error'/],
  ['a helper named for a status', /\b(badRequest|badGateway|notFound404|tooManyRequests)\(/],
];

describe('no HTTP status below the web layers', () => {
  const files = productionFiles('server');

  it('reads the domain (the walk finds jobs, providers, limits, redis and offline files)', () => {
    for (const room of ['jobs', 'providers', 'limits', 'redis', 'offline'])
      expect(files.some((file) => file.startsWith(join('server', room)))).toBe(true);
    expect(files.some((file) => file.startsWith(join('server', 'http')))).toBe(false);
  });

  it('no file outside http/, routes/ and main/ raises or reads an HTTP status', () => {
    const found = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, at) =>
          STATUS_PATTERNS.filter(([, pattern]) => pattern.test(line)).map(
            ([what]) => `${file}:${at + 1} ${what}: ${line.trim()}`,
          ),
        ),
    );
    expect(found).toEqual([]);
  });
});
