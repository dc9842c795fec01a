import { expect, test, type Request } from '@playwright/test';
import { resolve } from 'node:path';
import { BUDGETS, measureBundle } from '../test-support/bundle-budget';
import { MapPage } from './pages/map-page';

// Byte budgets from the build output and the offline basemap (deterministic, so they are tests, not benchmarks).

const BASEMAP_BUDGET_BYTES = 1.5 * 1024 * 1024;

test('JavaScript before the map starts loading stays within 100 KB gzip, MapLibre in its own lazy chunk', () => {
  const report = measureBundle(resolve('dist'));
  console.log(`shell ${(report.shellBytes / 1024).toFixed(1)} KB gzip: ${report.shellFiles.join(', ')}`);
  expect(report.maplibreIsLazy).toBe(true);
  expect(report.shellBytes).toBeLessThanOrEqual(BUDGETS.shellBytes);
});

test('all main-thread JavaScript together stays within 480 KB gzip', () => {
  const report = measureBundle(resolve('dist'));
  console.log(
    `main thread ${(report.mainThreadBytes / 1024).toFixed(1)} KB gzip (MapLibre ${(report.maplibreBytes / 1024).toFixed(1)} KB); worker ${(report.workerBytes / 1024).toFixed(1)} KB`,
  );
  expect(report.mainThreadBytes).toBeLessThanOrEqual(BUDGETS.mainThreadBytes);
});

test('the offline basemap at the initial view transfers at most 1.5 MB', async ({ page }) => {
  // Style and tiles, including the tiles MapLibre's worker fetches (Playwright reports those on the page).
  const basemap = /\/api\/(basemap|tiles)\//;
  const sizes: Promise<number>[] = [];
  let inFlight = 0;
  page.on('request', (request) => {
    if (basemap.test(request.url())) inFlight += 1;
  });
  page.on('requestfailed', (request) => {
    if (basemap.test(request.url())) inFlight -= 1;
  });
  const count = async (request: Request) => {
    const { responseBodySize, responseHeadersSize } = await request.sizes();
    // A repeat answered from the HTTP cache reports body = −headers: 0 bytes on the wire.
    return responseBodySize + responseHeadersSize;
  };
  page.on('requestfinished', (request) => {
    if (!basemap.test(request.url())) return;
    inFlight -= 1;
    sizes.push(count(request));
  });

  await new MapPage(page).open('');
  // An idle map has all its tiles; their finished events may still be on the way.
  await expect.poll(() => inFlight).toBe(0);

  const bytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  console.log(
    `offline basemap at / until the map is idle: ${(bytes / 1024).toFixed(1)} KB in ${sizes.length} responses`,
  );
  expect(sizes.length).toBeGreaterThan(1); // the style and at least one tile were counted
  expect(bytes).toBeLessThanOrEqual(BASEMAP_BUDGET_BYTES);
});
