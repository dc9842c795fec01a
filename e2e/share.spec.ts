import { expect, test, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { MapPage } from './pages/map-page';
import { KEYED_APP_KEY, keyedAppUrl } from '../test-support/ports';

// One link restores everything; back and forward walk the user's own lookups.

const HARD = '中华(硬)';
const FULL_LINK = `?lat=39.915119&lng=116.403963&z=14&poi=1&cig=${encodeURIComponent(HARD)}`;
const cigPanel = (page: Page) => page.getByRole('region', { name: '卷烟' });
const card = (page: Page, name: string) => cigPanel(page).getByRole('article', { name });

test('a full link restores the marker, the district, the POIs and the card', async ({ page }) => {
  const map = new MapPage(page);
  await map.open(FULL_LINK);
  await expect(map.marker).toBeVisible();
  await expect(map.answer).toContainText('东城区');
  await expect(map.poiSwitch).toBeChecked();
  await expect(map.poiRows.first()).toBeVisible();
  await expect.poll(() => map.placedPoiNumbers()).toContain(1);
  await expect(card(page, HARD)).toBeVisible();
  await expect(page).toHaveTitle(/北京市东城区/);
});

test('back returns the first point from the cache, without asking the server again', async ({ page }) => {
  const map = new MapPage(page);
  await map.open(FULL_LINK);
  await expect(map.answer).toContainText('东城区');
  await map.clickMap(-350, 0);
  await expect(map.answer).toContainText('西城区');

  const lookups: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/geoToAddress')) lookups.push(request.url());
  });
  await page.goBack();
  await expect(map.answer).toContainText('东城区');
  expect(map.urlPoint()).toEqual({ lat: 39.915119, lng: 116.403963, poi: '1' });
  await expect(card(page, HARD)).toBeVisible();
  await page.goForward();
  await expect(map.answer).toContainText('西城区');
  expect(lookups).toEqual([]);
});

test('an invalid coordinate shows a notice while the card still loads and unknown parameters stay', async ({
  page,
}) => {
  await page.goto(`/?lat=abc&lng=116.4&cig=${encodeURIComponent(HARD)}&utm_source=chat`);
  await expect(page.getByRole('alert').filter({ hasText: '链接中的部分参数无效' })).toContainText('lat=abc');
  await expect(card(page, HARD)).toBeVisible();
  expect(new URL(page.url()).searchParams.get('utm_source')).toBe('chat');
});

test('lookups are listed in the history and can be reopened', async ({ page }) => {
  const map = new MapPage(page);
  await map.open('?lat=39.915119&lng=116.403963&z=14');
  await expect(map.answer).toContainText('东城区');
  await map.clickMap(-350, 0);
  await expect(map.answer).toContainText('西城区');

  await page.getByRole('button', { name: '历史' }).click();
  const history = page.getByRole('dialog', { name: '查询历史' });
  const entries = history.getByRole('list', { name: '查询历史' }).getByRole('button');
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText('西城区');
  await entries.nth(1).click();
  await expect(map.answer).toContainText('东城区');
});

test('the share dialog offers the link and its QR code', async ({ page }) => {
  const map = new MapPage(page);
  await map.open(FULL_LINK);
  await page.getByRole('button', { name: '分享' }).click();
  const share = page.getByRole('dialog', { name: '分享此视图' });
  await expect(share.getByRole('textbox', { name: '链接' })).toHaveValue(page.url());
  const qr = share.getByRole('img', { name: '链接二维码' });
  await expect(qr).toBeVisible();
  // The code must read back as the link itself, as a phone camera would read it.
  const png = PNG.sync.read(await qr.screenshot());
  expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(page.url());
});

test('a key typed into settings reaches the server as a bearer header, never the URL or localStorage', async ({
  page,
}) => {
  const map = new MapPage(page);
  await map.open('?lat=39.915119&lng=116.403963&z=14', keyedAppUrl);
  await expect(map.error).toContainText('缺少 API 密钥：请在设置中填写');

  await page.getByRole('button', { name: '设置' }).click();
  const settings = page.getByRole('dialog', { name: '设置' });
  await settings.getByLabel('API 密钥').fill(KEYED_APP_KEY);
  await settings.getByRole('button', { name: '保存' }).click();

  // The keyed server answers only with the key: the district proves it arrived.
  await expect(map.answer).toContainText('东城区');
  expect(page.url()).not.toContain(KEYED_APP_KEY);
  const stored = () =>
    page.evaluate(() => ({
      local: JSON.stringify({ ...localStorage }),
      session: JSON.stringify({ ...sessionStorage }),
    }));
  expect((await stored()).local).not.toContain(KEYED_APP_KEY);
  expect((await stored()).session).toContain(KEYED_APP_KEY);

  await page.getByRole('button', { name: '设置' }).click();
  await settings.getByRole('checkbox', { name: /在此设备上记住/ }).check();
  await settings.getByRole('button', { name: '保存' }).click();
  expect((await stored()).local).toContain(KEYED_APP_KEY);
});

test('the selected POI and the map view travel with the link', async ({ page }) => {
  const map = new MapPage(page);
  await map.open('?lat=39.915119&lng=116.403963&z=14&poi=1');
  await map.poiRows.nth(1).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('sel')).not.toBeNull();
  await expect.poll(() => new URL(page.url()).searchParams.get('view')).not.toBeNull();
  const link = page.url();
  const view = new URL(link).searchParams.get('view')!;

  const reopened = await page.context().newPage();
  const again = new MapPage(reopened);
  await again.open(new URL(link).search);
  await expect(again.poiRows.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect.poll(async () => (await again.placedPoi(2)).selected).toBe(true);
  // The map reopens centred on the shared view (GCJ-02), not on the queried point.
  await expect(reopened.getByTestId('geocode-map')).toHaveAttribute('data-center', view);
});
