import { expect, test, type Page } from '@playwright/test';
import type { Map as MaplibreMap } from 'maplibre-gl';
import { MapPage } from './pages/map-page';

// The POI panel's radius, category chips and "more": each asks the server (poi_options), is drawn
// or listed from its answer, and lives in the URL. Tiananmen, offline data (stations, seats, places).
const START = '?lat=39.915119&lng=116.403963&z=14&poi=1';

const poiOptionsAsked = (page: Page) =>
  page.waitForRequest((request) => new URL(request.url()).searchParams.has('poi_options'));
const optionsOf = (url: string) => new URL(url).searchParams.get('poi_options');
const urlParam = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);
/** Each listed POI as its title and distance (the row number left out: it differs anyway). */
const listed = (map: MapPage) =>
  map.panel
    .locator('.geo-poi-row')
    .evaluateAll((rows) =>
      rows.map(
        (row) =>
          `${row.querySelector('.geo-poi-title')?.textContent}|${row.querySelector('.geo-poi-category')?.textContent}|${row.querySelector('.geo-poi-distance')?.textContent}`,
      ),
    );

test('the radius asks the server and is drawn as a circle with its distance', async ({ page }) => {
  const map = new MapPage(page);
  await map.open(START);
  await expect(map.poiRows.first()).toBeVisible();

  const asked = poiOptionsAsked(page);
  await map.panel.getByRole('combobox', { name: '搜索半径' }).selectOption({ label: '1.0公里' });
  expect(optionsOf((await asked).url())).toBe('radius=1000;page_size=10;page_index=1');
  expect(urlParam(page, 'radius')).toBe('1000');
  await expect(map.panel.getByTestId('poi-count')).toContainText('共');

  expect(await map.drawn(['radius-fill', 'radius-outline'])).toEqual(['radius-fill', 'radius-outline']);
  const [label] = await map.placed('radius-label');
  expect(label?.text).toBe('半径 1.0公里');
  // The label sits on the circle, due north of the point, 1 km off.
  const metres = await page.getByTestId('geocode-map').evaluate((element) => {
    const map = (element as HTMLElement & { maplibreMap: MaplibreMap }).maplibreMap;
    const [feature] = map.queryRenderedFeatures({ layers: ['radius-label'] });
    const [lng, lat] = (feature!.geometry as GeoJSON.Point).coordinates as [number, number];
    return { north: (lat - 39.915119) * 111_195, east: (lng - 116.403963) * 111_195 };
  });
  expect(metres.north).toBeGreaterThan(990);
  expect(metres.north).toBeLessThan(1010);
  expect(Math.abs(metres.east)).toBeLessThan(5);
  // Every POI listed is within it.
  for (const distance of await map.panel.locator('.geo-poi-distance').allTextContents())
    expect(Number.parseFloat(distance) * (distance.endsWith('公里') ? 1000 : 1)).toBeLessThanOrEqual(1000);

  // Reopened from the link: the same radius, circle and request.
  const again = poiOptionsAsked(page);
  await page.reload();
  expect(optionsOf((await again).url())).toBe('radius=1000;page_size=10;page_index=1');
  await map.waitForIdleMap();
  await expect(map.panel.getByRole('combobox', { name: '搜索半径' })).toHaveValue('1000');
  expect(await map.drawn(['radius-outline'])).toEqual(['radius-outline']);

  await map.panel.getByRole('combobox', { name: '搜索半径' }).selectOption({ label: '默认' });
  await expect.poll(() => urlParam(page, 'radius')).toBeNull();
  expect(await map.drawn(['radius-outline'])).toEqual([]);
});

test('at z16 a chosen 500 m circle larger than the view is brought whole into view, label included', async ({
  page,
}) => {
  const map = new MapPage(page);
  await map.open('?lat=39.915119&lng=116.403963&z=16&poi=1');
  await expect(map.poiRows.first()).toBeVisible();
  await map.panel.getByRole('combobox', { name: '搜索半径' }).selectOption({ label: '500米' });
  await expect.poll(() => urlParam(page, 'radius')).toBe('500');
  // Once the map has moved: the circle's four extremes and its label are all inside the view.
  const inView = () =>
    page.getByTestId('geocode-map').evaluate((element) => {
      const map = (element as HTMLElement & { maplibreMap: MaplibreMap }).maplibreMap;
      const bounds = map.getBounds();
      const dLat = 500 / 111_195;
      const dLng = dLat / Math.cos((39.915119 * Math.PI) / 180);
      const extremes: [number, number][] = [
        [116.403963, 39.915119 + dLat],
        [116.403963, 39.915119 - dLat],
        [116.403963 + dLng, 39.915119],
        [116.403963 - dLng, 39.915119],
      ];
      return !map.isMoving() && extremes.every((at) => bounds.contains(at));
    });
  await expect.poll(inView).toBe(true);
  const [label] = await map.placed('radius-label');
  expect(label?.text).toBe('半径 500米');
  const box = (await page.getByTestId('geocode-map').boundingBox())!;
  // The label stands above the circle's northern point: its box must clear the map's top edge too.
  expect(label!.y - 20).toBeGreaterThan(box.y);
});

test('a category chip asks the server, which filters all within the radius, not the ten shown', async ({
  page,
}) => {
  const map = new MapPage(page);
  await map.open(START);
  await expect(map.poiRows).toHaveCount(10);
  const before = await map.panel.locator('.geo-poi-row').allTextContents();
  const transportShown = before.filter((row) => row.includes('交通设施服务')).length;

  const chips = map.panel.getByRole('group', { name: '按分类筛选（由服务器筛选）' });
  const asked = poiOptionsAsked(page);
  await chips.getByRole('button', { name: '交通设施服务' }).click();
  expect(optionsOf((await asked).url())).toBe('page_size=10;page_index=1;category=交通设施服务');
  expect(urlParam(page, 'cat')).toBe('交通设施服务');
  await expect(chips.getByRole('button', { name: '交通设施服务' })).toHaveAttribute('aria-pressed', 'true');

  await expect(map.panel.getByTestId('poi-count')).toContainText('显示 10 个');
  const rows = await map.panel.locator('.geo-poi-row').allTextContents();
  expect(rows).toHaveLength(10);
  for (const row of rows) expect(row).toContain('交通设施服务');
  // More stations than the first ten answers held: the server searched them all.
  expect(transportShown).toBeLessThan(10);
  const total = Number((await map.panel.getByTestId('poi-count').textContent())?.match(/共 (\d+) 个/)?.[1]);
  expect(total).toBeGreaterThan(10);
  // The markers are the filtered list.
  await expect.poll(() => map.placedPoiNumbers()).toContain(1);
  expect(Math.max(...(await map.placedPoiNumbers()))).toBeLessThanOrEqual(10);

  await chips.getByRole('button', { name: '全部' }).click();
  await expect.poll(() => urlParam(page, 'cat')).toBeNull();
  await expect(map.poiRows).toHaveCount(10);
});

test('"more" adds the next page from the server, no POI twice, kept in the URL', async ({ page }) => {
  const map = new MapPage(page);
  await map.open(START);
  await expect(map.poiRows).toHaveCount(10);
  const first = await listed(map);
  const count = map.panel.getByTestId('poi-count');
  const total = Number((await count.textContent())?.match(/共 (\d+) 个/)?.[1]);
  expect(total).toBeGreaterThan(20);

  const asked: string[] = [];
  page.on('request', (request) => {
    const options = optionsOf(request.url());
    if (options) asked.push(options);
  });
  await map.panel.getByRole('button', { name: `更多（还有 ${total - 10} 个）` }).click();
  await expect(map.poiRows).toHaveCount(20);
  expect(asked).toEqual(['page_size=10;page_index=1', 'page_size=10;page_index=2']);
  expect(urlParam(page, 'pages')).toBe('2');
  await expect(count).toHaveText(`共 ${total} 个，显示 20 个`);
  const rows = await listed(map);
  expect(rows.slice(0, 10)).toEqual(first);
  expect(new Set(rows).size).toBe(20);

  await map.panel.getByRole('button', { name: /更多/ }).click();
  await expect(map.poiRows).toHaveCount(Math.min(30, total));
  expect(new Set(await listed(map)).size).toBe(Math.min(30, total));

  // Another point starts from its first page.
  await map.clickMap(0, 120);
  await expect.poll(() => urlParam(page, 'pages')).toBeNull();
  await expect(map.poiRows).toHaveCount(10);
});
