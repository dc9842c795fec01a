import { expect, test } from '@playwright/test';
import { MapPage } from './pages/map-page';

// The address panel reads as an answer for people: the line to copy first, the datums beneath,
// every field folded under 全部字段 with its spec name, and an empty answer as one sentence.

const START = '?lat=39.915119&lng=116.403963&z=14';

test('the answer comes first with one copy button, the datums beneath, the rest folded', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const map = new MapPage(page);
  await map.open(START);
  const line = map.answer.locator('.geo-headline-address');
  await expect(line).toContainText('东城区');
  await expect(map.answer).toContainText('东城区 · 北京市');

  const copy = map.answer.getByRole('button');
  await expect(copy).toHaveCount(1);
  await expect(copy).toHaveAccessibleName('复制地址');
  await expect(copy).toHaveText('复制地址');
  await copy.click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await line.textContent());

  const datums = map.panel.getByRole('definition').filter({ hasText: '116.403963' });
  const [answerBox, datumBox] = [await map.answer.boundingBox(), await datums.first().boundingBox()];
  expect(datumBox!.y).toBeGreaterThan(answerBox!.y + answerBox!.height - 1);

  // Folded: the fields are there, not shown, until 全部字段 is opened.
  await expect(map.adInfo).toBeHidden();
  await map.showAllFields();
  await expect(map.adInfo).toBeVisible();
  const adcode = map.adInfo.locator('[data-field="ad_info.adcode"]');
  await expect(adcode.getByRole('term')).toHaveText('行政区划代码ad_info.adcode');
  await expect(adcode.getByRole('definition')).toHaveText(/^110101来源：DataV\.GeoAtlas · 按其条款 · /);
  // The offline data has no street: named once, not shown as empty rows.
  await expect(
    map.panel.getByText('空字符串：address_component.street, address_component.street_number'),
  ).toBeVisible();
  await expect(map.panel.getByText('（空字符串）')).toHaveCount(0);

  const requestId = map.panel.locator('.geo-request-id');
  await expect(requestId).toContainText(/请求 ID [0-9a-f-]{36}/);
  const size = (el: Element) => parseFloat(getComputedStyle(el).fontSize);
  expect(await requestId.evaluate(size)).toBeLessThan((await line.evaluate(size)) * 0.75);
});

test('open sea says so in the answer line, and that line is announced', async ({ page }) => {
  const map = new MapPage(page);
  await map.open('?lat=20&lng=130&z=5');
  await expect(map.answer).toContainText('海上');
  await expect(page.getByTestId('geocode-announcer')).toHaveText('新结果：海上');
  await map.showAllFields();
  await expect(map.panel.getByText('空字符串：address', { exact: true })).toBeVisible();
});

test('abroad the answer names the country and its nearest Natural Earth place, in Chinese', async ({
  page,
}) => {
  const map = new MapPage(page);
  await map.open('?lat=48.85&lng=2.35&z=5');
  await expect(map.answer).toContainText(/^法国，巴黎\S+?\d(\.\d)?(米|公里)/);
  await expect(page.getByTestId('geocode-announcer')).toContainText('新结果：法国，巴黎');
});

test('abroad at street zoom the map fits the part of the country that holds the point', async ({ page }) => {
  const map = new MapPage(page);
  const outline = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/regions/250');
  await map.open('?lat=48.85&lng=2.35&z=16');
  expect((await outline).status()).toBe(200);
  // Metropolitan France, not French Guiana too: fitted to z4–z7, not the world.
  await expect
    .poll(() => Number(new URL(page.url()).searchParams.get('z')), { timeout: 15_000 })
    .toBeLessThan(8);
  expect(Number(new URL(page.url()).searchParams.get('z'))).toBeGreaterThan(3.5);
});
