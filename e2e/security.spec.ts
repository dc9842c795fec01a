import { expect, test } from '@playwright/test';
import { watchCsp } from './pages/csp-watch';
import { MapPage } from './pages/map-page';
import { fakeUpstream } from '../test-support/fake-upstream-control';
import { upstreamAppUrl } from '../test-support/ports';

// The Content-Security-Policy in real Chromium: the map, its worker, tiles, a lookup
// and the cigarette cards all work under it, and nothing is reported as blocked.

const START = '?lat=39.915119&lng=116.403963&z=14';

test('the page is served with the policy', async ({ request }) => {
  const response = await request.get('/');
  const csp = response.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("worker-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain('unsafe-eval');
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
});

test('the map draws, its worker runs and a lookup works with no CSP violation', async ({ page }) => {
  const violations = await watchCsp(page);
  const map = new MapPage(page);
  await map.open(START);
  await expect(map.answer).toContainText('东城区');
  // Tiles came through the worker and were drawn.
  expect((await map.canvas.screenshot()).length).toBeGreaterThan(20_000);
  await map.clickMap(-350, 0);
  await expect(map.answer).toContainText('西城区');
  await map.poiSwitch.check();
  await expect(map.poiRows.first()).toBeVisible();
  await map.waitForIdleMap();
  expect(violations).toEqual([]);
});

test('the cigarette cards (meters, barcodes) show with no CSP violation', async ({ page, request }) => {
  await fakeUpstream.reset(request);
  const violations = await watchCsp(page);
  await page.goto(`${upstreamAppUrl}/?cig=${encodeURIComponent('中华(硬)')}`);
  const panel = page.getByRole('region', { name: '卷烟' });
  await expect(panel.getByRole('article', { name: '中华(硬)' })).toBeVisible();
  await expect(panel.getByRole('meter').first()).toBeVisible();
  expect(violations).toEqual([]);
});

test('the policy does block what it should: an injected inline script does not run', async ({ page }) => {
  const violations = await watchCsp(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 50));
    return Boolean((window as unknown as { __inlineRan?: boolean }).__inlineRan);
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.some((v) => v.includes('script-src'))).toBe(true);
});
