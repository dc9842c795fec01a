import { expect, test, type Page } from '@playwright/test';
import { MapPage } from './pages/map-page';

const box = (page: Page) => page.getByRole('combobox', { name: '搜索地点' });
const options = (page: Page) => page.getByRole('listbox', { name: '地点建议' }).getByRole('option');
/** The map's settled centre (GCJ-02), as the map container reports it after a move. */
async function mapCentre(page: Page) {
  const [lat, lng] = (await page.getByTestId('geocode-map').getAttribute('data-center'))!
    .split(',')
    .map(Number);
  return { lat: lat!, lng: lng! };
}
const near = (a: { lat: number; lng: number }, b: { lat: number; lng: number }, km: number) =>
  Math.hypot((a.lat - b.lat) * 111, (a.lng - b.lng) * 111 * Math.cos((a.lat * Math.PI) / 180)) < km;

// 陆家嘴 metro station (OpenStreetMap, GCJ-02).
const LUJIAZUI = { lat: 31.234912, lng: 121.502359 };
// 浦东新区: its seat as DataV gives it, and the middle of its outline (GCJ-02).
const PUDONG_SEAT = { lat: 31.245944, lng: 121.567706 };
const PUDONG_MIDDLE = { lat: 31.086, lng: 121.735 };

test.describe('finding a place by name', () => {
  // Each test flies the map across China and waits for it to settle: slow under SwiftShader.
  test.slow();

  test('type 陆家嘴, pick it with the keyboard: the map flies there at z16 and the panel fills', async ({
    page,
  }) => {
    const map = new MapPage(page);
    await map.open('');
    await page.keyboard.press('/');
    await expect(box(page)).toBeFocused();
    await page.keyboard.type('陆家嘴');
    const first = options(page).first();
    await expect(first).toContainText('陆家嘴');
    await expect(first).toContainText('车站 · 上海市 浦东新区');
    await page.keyboard.press('ArrowDown');
    await expect(box(page)).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await page.keyboard.press('Enter');

    await expect.poll(() => near(map.urlPoint(), LUJIAZUI, 1)).toBe(true);
    await expect(map.answer).toContainText('浦东新区');
    await expect.poll(async () => near(await mapCentre(page), LUJIAZUI, 0.5), { timeout: 20_000 }).toBe(true);
    expect(new URL(page.url()).searchParams.get('z')).toBe('16');
  });

  test('pinyin initials ljz find 陆家嘴 too, with the map on Shanghai', async ({ page }) => {
    const map = new MapPage(page);
    // Other places have the initials ljz too (临江镇 …): the one nearer the map's centre comes first.
    await map.open('?view=31.230000,121.470000&z=11');
    await box(page).click();
    await page.keyboard.type('ljz');
    await expect(options(page).first()).toContainText('陆家嘴');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => near(map.urlPoint(), LUJIAZUI, 1)).toBe(true);
    await expect(map.answer).toContainText('浦东新区');
  });

  test('清华 with the map on Tsinghua lists Beijing’s places (the extract’s too) before 营口’s and 上饶’s townships', async ({
    page,
  }) => {
    const map = new MapPage(page);
    await map.open('?view=40.000000,116.326000&z=14');
    await box(page).click();
    await page.keyboard.type('清华');
    await expect(options(page).first()).toContainText('清华');
    // 清华大学 is a POI of the Tsinghua–PKU extract the offline app imported.
    await expect(options(page).filter({ hasText: /^清华大学/ })).not.toHaveCount(0);
    const areas = await options(page).allInnerTexts();
    const beijing = areas.map((text) => text.includes('北京市'));
    expect(beijing[0]).toBe(true);
    // Every Beijing entry comes before any other (the townships of the same name elsewhere).
    expect(beijing.indexOf(false) === -1 || beijing.lastIndexOf(true) < beijing.indexOf(false)).toBe(true);
  });

  test('after panning with no point looked up, suggestions still rank by where the map stands', async ({
    page,
  }) => {
    const map = new MapPage(page);
    await map.open('?view=31.230000,121.470000&z=11');
    // A pan with no queried point drops `view` from the URL: only the map itself knows where it is.
    await map.canvas.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => new URL(page.url()).searchParams.get('view')).toBeNull();
    await box(page).click();
    await page.keyboard.type('ljz');
    await expect(options(page).first()).toContainText('陆家嘴');
  });

  test('pinyin initials, arrows and Enter: the map flies to 浦东新区 and the panel fills; Esc closes; kept as recent', async ({
    page,
  }) => {
    const map = new MapPage(page);
    await map.open('');
    await page.keyboard.press('/');
    await expect(box(page)).toBeFocused();
    await page.keyboard.type('pdxq');
    const first = options(page).first();
    await expect(first).toContainText('浦东新区');
    await expect(first).toContainText('区县 · 上海市');
    await page.keyboard.press('ArrowDown');
    await expect(box(page)).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
    await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowDown');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');

    await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(() => near(map.urlPoint(), PUDONG_SEAT, 1)).toBe(true);
    await expect(map.answer).toContainText('浦东新区');
    // The district's outline fills the map, centred on it rather than on its seat.
    await expect
      .poll(async () => near(await mapCentre(page), PUDONG_MIDDLE, 8), { timeout: 20_000 })
      .toBe(true);

    // Back on the page later: the empty box offers it as a recent place.
    await page.reload();
    await box(page).focus();
    await expect(
      page.getByRole('listbox', { name: '最近搜索的地点' }).getByRole('option').first(),
    ).toContainText('浦东新区');
  });

  test('a province fits its outline', async ({ page }) => {
    const map = new MapPage(page);
    await map.open('');
    await box(page).fill('浙江');
    await expect(options(page).first()).toContainText('浙江省');
    await page.keyboard.press('Enter');
    await expect(map.answer).toContainText('杭州市');
    const params = new URL(page.url()).searchParams;
    const z = Number(params.get('z'));
    expect(z).toBeGreaterThan(4.5);
    expect(z).toBeLessThan(8);
    // Centred on the outline (the middle of 浙江), not on its seat 杭州 (data-center follows each move's end).
    await expect
      .poll(async () => near(await mapCentre(page), { lat: 29.15, lng: 120.64 }, 30), { timeout: 20_000 })
      .toBe(true);
  });
});
