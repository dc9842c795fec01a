import { expect, test, type Locator, type Page } from '@playwright/test';
import { MapPage } from './pages/map-page';

// Under 768 px the panels are a bottom sheet over the map: a handle, three snap points (peek with
// the address line, half, full), draggable and operable from the keyboard.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const START = '?lat=39.915119&lng=116.403963&z=14';
const handle = (page: Page) => page.getByRole('button', { name: /^面板高度：/ });
const sheet = (page: Page) => page.locator('aside.side-panels');
const height = async (locator: Locator) => (await locator.boundingBox())!.height;
/** The main area under the header: what the sheet's snap heights are measured against. */
const mainHeight = async (page: Page) => (await page.locator('main').boundingBox())!.height;

test('folded, the sheet shows the address line and leaves the map free', async ({ page }) => {
  const map = new MapPage(page);
  await map.open(START);
  await expect(handle(page)).toHaveAccessibleName('面板高度：收起');
  await expect(map.answer).toContainText('东城区');
  const answer = (await map.answer.boundingBox())!;
  expect(answer.y + answer.height).toBeLessThanOrEqual(844);
  expect(await height(sheet(page))).toBeLessThan(200);
  // The map keeps most of the screen, and the marker is on it, above the sheet.
  const [canvas, marker, top] = [
    await map.canvas.boundingBox(),
    await map.markerCentre(),
    (await sheet(page).boundingBox())!.y,
  ];
  expect(canvas!.height).toBeGreaterThan(600);
  expect(marker.y).toBeLessThan(top);
});

test('the handle steps through the snap points with the arrow keys, Home/End and a tap', async ({ page }) => {
  const map = new MapPage(page);
  await map.open(START);
  const main = await mainHeight(page);
  await handle(page).focus();
  await page.keyboard.press('ArrowUp');
  await expect(handle(page)).toHaveAccessibleName('面板高度：半屏');
  await expect.poll(() => height(sheet(page))).toBeCloseTo(main / 2, -1);
  await page.keyboard.press('ArrowUp');
  await expect(handle(page)).toHaveAccessibleName('面板高度：全屏');
  await expect.poll(() => height(sheet(page))).toBeGreaterThan(main - 20);
  await page.keyboard.press('ArrowUp'); // stays at the top
  await expect(handle(page)).toHaveAccessibleName('面板高度：全屏');
  await page.keyboard.press('Home');
  await expect(handle(page)).toHaveAccessibleName('面板高度：收起');
  await page.keyboard.press('End');
  await expect(handle(page)).toHaveAccessibleName('面板高度：全屏');
  await page.keyboard.press('ArrowDown');
  await expect(handle(page)).toHaveAccessibleName('面板高度：半屏');
  await page.keyboard.press('Enter'); // a tap cycles: half → full → peek
  await expect(handle(page)).toHaveAccessibleName('面板高度：全屏');
  await handle(page).tap();
  await expect(handle(page)).toHaveAccessibleName('面板高度：收起');
  await expect.poll(() => height(sheet(page))).toBeLessThan(200);
});

test('dragging the handle settles on the nearest snap point', async ({ page }) => {
  test.setTimeout(60_000); // three drags over a live map on a shared machine
  const map = new MapPage(page);
  await map.open(START);
  const drag = async (dy: number) => {
    const box = (await handle(page).boundingBox())!;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.mouse.move(x, y);
    await page.mouse.down();
    for (let step = 1; step <= 4; step++) await page.mouse.move(x, y + (dy * step) / 4);
    await page.mouse.up();
  };
  const main = await mainHeight(page);
  await drag(-260); // from ~148 px to ~408: nearest is half
  await expect(handle(page)).toHaveAccessibleName('面板高度：半屏');
  await expect.poll(() => height(sheet(page))).toBeCloseTo(main / 2, -1);
  await drag(-300);
  await expect(handle(page)).toHaveAccessibleName('面板高度：全屏');
  await expect.poll(() => height(sheet(page))).toBeGreaterThan(main - 20);
  await drag(700);
  await expect(handle(page)).toHaveAccessibleName('面板高度：收起');
});

test('Tab into the folded sheet opens it to half', async ({ page }) => {
  const map = new MapPage(page);
  await map.open(START);
  await handle(page).focus();
  await page.keyboard.press('Tab');
  await expect(handle(page)).toHaveAccessibleName('面板高度：半屏');
});

test('the hint shows on a first visit and never covers the map after the first lookup', async ({ page }) => {
  const map = new MapPage(page);
  await map.open('');
  const hint = page.getByText('点按地图任意位置查询地址');
  await expect(hint).toBeVisible();
  await map.clickMap(0, -100);
  await expect(map.answer).toBeVisible();
  await expect(hint).toHaveCount(0);
  await map.open(''); // a later visit without a point
  await expect(map.panel.getByText('点击地图，或在下方粘贴坐标，开始查询。')).toBeVisible();
  await expect(hint).toHaveCount(0);
});
