import { expect, test, type Page } from '@playwright/test';
import { MapPage } from './pages/map-page';
import { fakeUpstream } from '../test-support/fake-upstream-control';
import { upstreamAppUrl } from '../test-support/ports';

// The Content-Security-Policy in real Chromium: the map, its worker, tiles, a lookup
// and the cigarette cards all work under it, and nothing is reported as blocked.

const START = '?lat=39.915119&lng=116.403963&z=14';

/** Collects every CSP violation the page (or a console message) reports. */
async function watchCsp(page: Page) {
  const reported: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) reported.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    if (/Content[- ]Security[- ]Policy/i.test(error.message)) reported.push(`error: ${error.message}`);
  });
  await page.exposeFunction('__reportCsp', (text: string) => reported.push(`event: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCsp: (text: string) => void }).__reportCsp(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'}`,
      );
    });
  });
  return reported;
}

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
