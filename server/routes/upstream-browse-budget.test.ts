import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { upstreamTestApp } from '../main/test-app';

// #36 failure 2: browse in upstream mode asks the upstream for every product of a page. Each record
// it may fetch (not in the answer cache) costs the client a point of BATCH_POINTS_PER_MIN, as a
// batch name does; and one client's pages cannot fill the upstream quota's queue ahead of another.

/** A CATALOG_FILE of `count` products named 测试品<n> (the sample's columns, the other fields empty). */
function catalogFile(count: number) {
  const header = readFileSync('server/data/catalog.csv', 'utf8').split('\n')[0]!;
  const empty = ','.repeat(header.split(',').length - 3);
  const rows = Array.from(
    { length: count },
    (_, i) => `${i + 1},测试品${String(i).padStart(4, '0')}${empty},10`,
  );
  const file = join(mkdtempSync(join(tmpdir(), 'browse-budget-')), 'catalog.csv');
  writeFileSync(file, [header, ...rows].join('\n'));
  return file;
}

const from = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });
type App = Awaited<ReturnType<typeof upstreamTestApp>>['app'];
const browse = (app: App, address: string, page: number, signal?: AbortSignal) =>
  app.request(`/api/cigarettes/browse?sort=name&page_size=100&page=${page}`, { signal }, from(address));

describe('browse in upstream mode', () => {
  it('charges a point for each record not cached, and shares the budget with the names batch', async () => {
    const { app, upstream, close } = await upstreamTestApp({
      CATALOG_FILE: catalogFile(300),
      BATCH_POINTS_PER_MIN: '150',
    });
    try {
      const calls = () =>
        upstream.requests.filter((call) => call.path.endsWith('/api/cigaretteDetails')).length;
      expect((await browse(app, '198.51.100.1', 1)).status).toBe(200);
      expect(calls()).toBe(100);
      // Page 2 would fetch 100 more: over the 50 points left.
      const refused = await browse(app, '198.51.100.1', 2);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBeTruthy();
      expect(calls()).toBe(100);
      // Page 1 again is all cached: free.
      expect((await browse(app, '198.51.100.1', 1)).status).toBe(200);
      expect(calls()).toBe(100);
      const batch = (names: string[]) =>
        app.request(
          '/api/cigaretteDetails/batch',
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ names }),
          },
          from('198.51.100.1'),
        );
      expect((await batch(Array.from({ length: 100 }, (_, i) => `other ${i}`))).status).toBe(429);
      // Another client has its own budget.
      expect((await browse(app, '198.51.100.2', 2)).status).toBe(200);
    } finally {
      await close();
    }
  });

  it('keeps another client’s lookup behind at most a lane of one client’s six pages at the quota', async () => {
    const { app, upstream, close } = await upstreamTestApp({
      CATALOG_FILE: catalogFile(600),
      UPSTREAM_MAX_RPS: '20',
      BATCH_POINTS_PER_MIN: '0',
    });
    const stop = new AbortController();
    try {
      const pages = [1, 2, 3, 4, 5, 6].map((page) =>
        Promise.resolve(browse(app, '198.51.100.3', page, stop.signal)).catch(() => undefined),
      );
      await expect.poll(() => upstream.requests.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(8);
      const asked = upstream.requests.length;
      const started = performance.now();
      const answer = await app.request('/api/cigaretteDetails?name=another-client', {}, from('198.51.100.4'));
      const ms = performance.now() - started;
      expect(answer.status).toBe(200);
      const position = upstream.requests.findIndex((call) => call.query.name === 'another-client');
      const ahead = position - asked;
      console.log(`another client's lookup: ${ahead} upstream calls went ahead of it, ${ms.toFixed(0)} ms`);
      // The lane holds 4 (BATCH_UPSTREAM_CONCURRENCY) of the browsing client's calls at the quota.
      expect(ahead).toBeLessThanOrEqual(5);
      stop.abort();
      await Promise.all(pages);
    } finally {
      stop.abort();
      await close();
    }
  }, 60_000);
});
