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
  await expect(adcode.getByRole('definition')).toHaveText('110101');
  // The offline data has no street: named once, not shown as empty rows.
  await expect(map.panel.getByText('空字符串：address_component.street, address_component.street_number')).toBeVisible();
  await expect(map.panel.getByText('（空字符串）')).toHaveCount(0);

  const requestId = map.panel.locator('.geo-request-id');
  await expect(requestId).toContainText(/请求 ID [0-9a-f-]{36}/);
  const size = (el: Element) => parseFloat(getComputedStyle(el).fontSize);
  expect(await requestId.evaluate(size)).toBeLessThan(await line.evaluate(size) * 0.75);
});

test('open sea reads as one sentence, and that sentence is announced', async ({ page }) => {
  const map = new MapPage(page);
  await map.open('?lat=20&lng=130&z=5');
  const sentence = '这里没有地址信息（可能是海上，或在数据覆盖范围之外）。';
  await expect(map.answer).toHaveText(sentence);
  await expect(page.getByTestId('geocode-announcer')).toHaveText(sentence);
  await expect(map.references).toHaveCount(0);
  await map.showAllFields();
  await expect(map.panel.locator('.geo-all-fields').getByRole('term')).toHaveCount(1); // only the resolved location
  await expect(map.panel.getByText(/^空字符串：address, formatted_addresses\.recommend/)).toBeVisible();
});

test('abroad the offline data knows only the country: one sentence that says so, announced', async ({
  page,
}) => {
  const map = new MapPage(page);
  await map.open('?lat=48.85&lng=2.35&z=5');
  const sentence = '位于法国，这里没有更详细的地址信息。';
  await expect(map.answer).toHaveText(sentence);
  await expect(page.getByTestId('geocode-announcer')).toHaveText(sentence);
});
