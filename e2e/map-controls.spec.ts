import { expect, test, type Locator, type Page } from '@playwright/test';
import { MapPage } from './pages/map-page';

// The map's own controls: the basemap control (mouse, keyboard, touch) and the first-run hint.

const START = '?lat=39.915119&lng=116.403963&z=14';
const basemapButton = (page: Page) => page.getByRole('button', { name: '底图', exact: true });
const basemapParam = (page: Page) => new URL(page.url()).searchParams.get('map');

/** The second basemap is online; here it fails at once and the plain fallback is drawn. */
async function offline(page: Page) {
  await page.route('https://tiles.openfreemap.org/**', (route) => route.abort());
}

/** Whether two elements' boxes overlap, with both boxes for the message. */
async function overlapOf(a: Locator, b: Locator) {
  const [one, two] = [(await a.boundingBox())!, (await b.boundingBox())!];
  const overlap =
    one.x < two.x + two.width &&
    two.x < one.x + one.width &&
    one.y < two.y + two.height &&
    two.y < one.y + one.height;
  return overlap ? `${JSON.stringify(one)} overlaps ${JSON.stringify(two)}` : 'apart';
}

/** The two come apart once the layout settles (the hint fades in, the attribution folds after load). */
async function expectApart(a: Locator, b: Locator) {
  await expect.poll(() => overlapOf(a, b)).toBe('apart');
}

test('the basemap control, clicked with the mouse, lists the basemaps with their datum and switches', async ({
  page,
}) => {
  await offline(page);
  const map = new MapPage(page);
  await map.open(START);
  await basemapButton(page).click();
  const choices = page.getByRole('radiogroup', { name: '底图' }).getByRole('radio');
  await expect(choices).toHaveCount(2);
  await expect(page.getByRole('radio', { name: '离线底图 GCJ-02' })).toBeChecked();
  await page.getByRole('radio', { name: /^OpenFreeMap.* WGS-84$/ }).click();
  await expect.poll(() => basemapParam(page)).toBe('openfreemap');
  await expect(page.getByText('底图不可用，仍可点击地图查询')).toBeVisible();
  await page.getByRole('radio', { name: '离线底图 GCJ-02' }).click();
  await expect.poll(() => basemapParam(page)).toBeNull();
});

test('the basemap control works from the keyboard, and Escape gives focus back to its button', async ({
  page,
}) => {
  await offline(page);
  const map = new MapPage(page);
  await map.open(START);
  await basemapButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('radio', { name: '离线底图 GCJ-02' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => basemapParam(page)).toBe('openfreemap');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('radiogroup', { name: '底图' })).toHaveCount(0);
  await expect(basemapButton(page)).toBeFocused();
});

const attribution = (page: Page) => page.locator('.maplibregl-ctrl-attrib');
const scaleBar = (page: Page) => page.locator('.maplibregl-ctrl-scale');

test('on a desktop the first-run hint and the scale bar are clear of the attribution line', async ({
  page,
}) => {
  await page.goto('/');
  await new MapPage(page).waitForIdleMap();
  const hint = page.getByText('点击地图任意位置查询地址；聚焦地图后按 Enter 查询地图中心');
  await expect(hint).toBeVisible();
  await expectApart(hint, attribution(page));
  await expect(attribution(page)).toHaveClass(/maplibregl-compact-show/);
  await expectApart(scaleBar(page), attribution(page));
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the first-run hint is worded for touch and clear of the attribution', async ({ page }) => {
    await page.goto('/');
    await new MapPage(page).waitForIdleMap();
    const hint = page.getByText('点按地图任意位置查询地址');
    await expect(hint).toBeVisible();
    await expect(hint).not.toContainText('Enter');
    await expectApart(hint, attribution(page));
    await expectApart(scaleBar(page), attribution(page));
  });

  test("the batch view's small map keeps its attribution folded once every source has loaded", async ({
    page,
  }) => {
    await page.goto('/batch');
    await new MapPage(page).waitForIdleMap();
    await expect(attribution(page)).toHaveClass(/maplibregl-compact/);
    await expect(attribution(page)).not.toHaveClass(/maplibregl-compact-show/);
    await expectApart(basemapButton(page), attribution(page));
    await attribution(page).locator('summary').tap();
    await expect(attribution(page)).toHaveClass(/maplibregl-compact-show/);
  });

  test('the basemap control is reached by a tap, clear of the search box', async ({ page }) => {
    await offline(page);
    const map = new MapPage(page);
    await map.open(START);
    await expectApart(basemapButton(page), page.getByRole('combobox', { name: /搜索/ }));
    await basemapButton(page).tap();
    await page.getByRole('radio', { name: /^OpenFreeMap/ }).tap();
    await expect.poll(() => basemapParam(page)).toBe('openfreemap');
  });
});
