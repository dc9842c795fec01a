import { expect, test } from '@playwright/test';

test('the shell loads in Chromium and shows the provider from /api/health', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('地址与卷烟查询');
  // Once the map has drawn, its canvas must not be a second region called 地图.
  await expect(page.locator('html')).toHaveAttribute('data-map-idle', '1', { timeout: 20_000 });
  await expect(page.getByRole('region', { name: '地图', exact: true })).toBeVisible();
  await expect(page.getByTestId('provider')).toContainText('离线数据');
});

test('an app route falls back to the SPA, an unknown asset does not', async ({ page, request }) => {
  await page.goto('/some/app/route');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const missing = await request.get('/assets/missing.js');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['content-type']).not.toContain('text/html');
});

test('the language switch turns the UI to English', async ({ page }) => {
  await page.goto('/');
  const toEnglish = page.getByRole('button', { name: 'English', exact: true });
  await expect(toEnglish).toHaveAccessibleDescription('切换到英文');
  await toEnglish.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Address & Cigarette Lookup');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
