import { expect, test } from '@playwright/test';
import { watchCsp } from './pages/csp-watch';
import { MapPage } from './pages/map-page';
import { fakeUpstream } from '../test-support/fake-upstream-control';
import { offlineUrl, upstreamAppUrl } from '../test-support/ports';

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

test("settings warns as a base URL is typed that the page's connect-src would block, naming CSP_CONNECT_SRC", async ({
  page,
}) => {
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== offlineUrl) elsewhere.push(request.url());
  });
  await page.goto('/');
  await page.getByRole('button', { name: '设置' }).click();
  const settings = page.getByRole('dialog', { name: '设置' });
  const baseUrl = settings.getByLabel('API 地址');
  const warning = settings.getByText('CSP_CONNECT_SRC', { exact: false });

  // Another port is another origin, outside connect-src ('self' and the basemaps' origins here).
  await baseUrl.fill(upstreamAppUrl);
  await expect(warning).toHaveText(
    `本页的内容安全策略（CSP）不允许连接 ${upstreamAppUrl}，浏览器会拦截发往它的请求：请在服务器的 CSP_CONNECT_SRC 中加入这个地址。`,
  );
  await expect(baseUrl).toHaveAccessibleDescription(/CSP_CONNECT_SRC/);
  // The page's own origin ('self'), and an origin the server's connect-src lists (BASEMAPS_FILE's style): no warning.
  await baseUrl.fill(`${offlineUrl}/`);
  await expect(warning).toHaveCount(0);
  await baseUrl.fill('https://tiles.openfreemap.org');
  await expect(warning).toHaveCount(0);
  await baseUrl.fill(`${upstreamAppUrl}/api`);
  await expect(warning).toBeVisible();
  // Said in the UI's language.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('button', { name: 'Settings' }).click();
  const english = page.getByRole('dialog', { name: 'Settings' });
  await english.getByLabel('API base URL').fill(upstreamAppUrl);
  await expect(english.getByText('CSP_CONNECT_SRC', { exact: false })).toHaveText(
    `This page’s Content Security Policy does not allow connecting to ${upstreamAppUrl}, so the browser will block requests to it: add it to the server’s CSP_CONNECT_SRC.`,
  );
  // Nothing was asked of the typed origins to find this out.
  expect(elsewhere).toEqual([]);
});
