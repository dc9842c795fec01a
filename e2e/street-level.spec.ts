import { expect, test } from '@playwright/test';
import { MapPage } from './pages/map-page';

// Monaco, from the OpenStreetMap test extract the offline app imports before the run
// (playwright.config.ts). Outside China GCJ-02 equals WGS-84.
const START = '?lat=43.7416&lng=7.4255&z=17';
/** Degrees of longitude per pixel at zoom 17 (MapLibre's world is 512·2^z pixels wide). */
const LNG_PER_PX_Z17 = 360 / (512 * 2 ** 17);
const STREET = 'Boulevard Princesse Charlotte';

test('a click on a Monaco street shows its name in the panel and on the map', async ({ page }) => {
  const map = new MapPage(page);
  const streetTile = page.waitForResponse(
    (r) => /\/api\/osm\/tiles\/16\/\d+\/\d+\.pbf\?v=[0-9a-f]{12}$/.test(r.url()) && r.status() === 200,
  );
  await map.open(START);
  expect((await streetTile).headers()['content-type']).toBe('application/x-protobuf');

  // The street runs ~1000 m east of the start: 7.4265 is on it.
  await map.clickMap(Math.round((7.4265 - 7.4255) / LNG_PER_PX_Z17), 0);

  await expect.poll(() => map.urlPoint().lng).toBeCloseTo(7.4265, 4);
  await expect(map.panel.getByText(STREET).first()).toBeVisible();
  await expect(map.references).toContainText(`${STREET}`);
  await expect
    .poll(async () => (await map.placed('reference-labels')).map(({ kind, text }) => `${kind}${text}`))
    .toContainEqual(expect.stringMatching(/^街道\s*Boulevard Princesse Charlotte/));
  await expect(page.getByText('底图不可用')).toHaveCount(0);
  await expect(page.getByText('© OpenStreetMap contributors (ODbL)')).toBeVisible();
});

test('under 全部字段 each field names its source: the extract and its timestamp for the street', async ({
  page,
}) => {
  const map = new MapPage(page);
  await map.open('?lat=43.7416&lng=7.4265&z=17');
  await expect(map.answer).toContainText(STREET);
  await map.showAllFields();
  const rows = map.panel.locator('.geo-all-fields [data-field]');
  await expect(rows.first()).toBeVisible();
  const fields = await rows.evaluateAll((all) => all.map((row) => row.getAttribute('data-field')));
  expect(fields).toEqual(expect.arrayContaining(['address_component.street', 'ad_info.nation', 'location']));
  for (const row of await rows.all()) await expect(row.getByText(/^来源：\S/)).toBeVisible();
  const said = (field: string) => map.panel.locator(`[data-field="${field}"]`).getByText(/^来源：/);
  await expect(said('address_component.street')).toHaveText(
    '来源：OpenStreetMap monaco-latest.osm.pbf · ODbL 1.0 · 2025-02-11',
  );
  await expect(said('location')).toHaveText('来源：查询的坐标');
});

test('the place search finds a Monaco street from the extract and flies there', async ({ page }) => {
  test.slow(); // a flight from the whole of China to z16 under SwiftShader
  const map = new MapPage(page);
  await map.open('');
  await page.keyboard.press('/');
  await page.keyboard.type('Boulevard Princesse');
  const first = page.getByRole('listbox', { name: '地点建议' }).getByRole('option').first();
  await expect(first).toContainText(STREET);
  await expect(first).toContainText('道路 · 摩纳哥');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');

  // The street's entry lies on it in Monte-Carlo; the lookup there answers with the street itself.
  await expect.poll(() => Math.abs(map.urlPoint().lat - 43.741), { timeout: 20_000 }).toBeLessThan(0.004);
  expect(new URL(page.url()).searchParams.get('z')).toBe('16');
  await expect(map.references).toContainText(STREET);
});

test('zoomed in where no extract has data, one note on the map says street data is not installed here, no command', async ({
  page,
}) => {
  const map = new MapPage(page);
  const note = page.getByTestId('geocode-no-detail');
  await map.open('?lat=39.915119&lng=116.403963&z=16'); // Beijing: no extract here
  await expect(note).toHaveCount(1);
  await expect(note).toContainText('本站未安装街道级数据');
  await expect(note).not.toContainText('npm');
  await map.jumpTo(116.403963, 39.915119, 11); // the offline basemap's own detail
  await expect(note).toHaveCount(0);
  await map.jumpTo(7.4255, 43.7416, 17); // Monaco: the extract's street level
  await expect(note).toHaveCount(0);
  await map.jumpTo(116.403963, 39.915119, 15);
  await expect(note).toHaveCount(1);
});
