import { expect, test, type Page } from '@playwright/test';
import { BatchPage } from './pages/batch-page';
import { MapPage } from './pages/map-page';

/** Screen offset of a point from the map's centre at a zoom (Web Mercator, 512-pixel tiles; GCJ-02 basemap). */
function pixelOffset(
  point: { lat: number; lng: number },
  centre: { lat: number; lng: number },
  zoom: number,
) {
  const world = 512 * 2 ** zoom;
  const y = (lat: number) => (1 - Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)) / Math.PI) / 2;
  return { dx: ((point.lng - centre.lng) / 360) * world, dy: (y(point.lat) - y(centre.lat)) * world };
}

/** A finished job of two stores 0.001° apart (85 m), brought into view: one cluster of 2 at the zoom the map fits them in. */
async function twoStores(page: Page) {
  const batch = new BatchPage(page);
  await batch.open();
  await batch.drop('two.csv', 'name,lat,lng\n甲,39.915,116.4035\n乙,39.915,116.4045\n');
  await batch.start();
  await batch.expectDone(2);
  await expect(page).toHaveURL(/[?&]z=14(&|$)/, { timeout: 30_000 });
  return batch;
}

test('every row is a point on the map, clustered at low zoom: a cluster opens, a point selects its row', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // Errors, and MapLibre's style warnings (an expression that meets a missing property).
  const logged = (type: string) => type === 'error' || type === 'warning';
  page.on('console', (message) => void (logged(message.type()) && errors.push(message.text())));
  const batch = await twoStores(page);

  const map = page.getByTestId('geocode-map');
  const box = (await map.boundingBox())!;
  const centre = { x: box.width / 2, y: box.height / 2 };
  const idle = new MapPage(page);
  await idle.settle(); // the cluster is placed where the click lands
  // A click on the cluster zooms in until it splits (and looks nothing up).
  await map.click({ position: centre });
  await expect(page).toHaveURL(/[?&]z=15(&|$)/);
  expect(page.url()).not.toMatch(/[?&]lat=/);
  await idle.settle(); // the split points are placed at z15 before one is clicked

  // A click on one point selects its row: the table shows it, the address panel answers for it.
  const [lat, lng] = (await map.getAttribute('data-center'))!.split(',').map(Number) as [number, number];
  const { dx, dy } = pixelOffset({ lat: 39.915, lng: 116.4045 }, { lat, lng }, 15);
  await map.click({ position: { x: centre.x + dx, y: centre.y + dy } });
  await expect(page).toHaveURL(/[?&]lat=39\.915000&lng=116\.404500/);
  await expect(batch.table.getByRole('row', { selected: true })).toContainText('乙');
  await expect(page.getByRole('region', { name: '地址', exact: true })).toContainText('北京市');
  expect(errors).toEqual([]);
});

test("the map page's 'click the map' hint stays off the map on /batch, and is back on the map page", async ({
  page,
}) => {
  const batch = new BatchPage(page);
  await batch.open();
  await expect(page.locator('html')).toHaveAttribute('data-map-idle', '1', { timeout: 20_000 });
  const hint = page.getByText('点击地图任意位置查询地址', { exact: false });
  await expect(hint).toBeHidden();
  await page.getByRole('link', { name: '返回地图' }).click();
  await expect(hint).toBeVisible();
});

test('the highlighted row follows the URL: a map click elsewhere clears it, Back brings it back', async ({
  page,
}) => {
  const batch = await twoStores(page);
  const selected = batch.table.getByRole('row', { selected: true });
  await batch.table.getByRole('row').filter({ hasText: '甲' }).click();
  await expect(page).toHaveURL(/[?&]lat=39\.915000&lng=116\.403500/);
  await expect(selected).toContainText('甲');

  // A click on the map away from the points looks that point up: the panel answers for it, no row does.
  await new MapPage(page).settle(); // the map has flown to the row
  const map = page.getByTestId('geocode-map');
  const box = (await map.boundingBox())!;
  const [lat, lng] = (await map.getAttribute('data-center'))!.split(',').map(Number) as [number, number];
  const zoom = Number(new URL(page.url()).searchParams.get('z'));
  const { dx, dy } = pixelOffset({ lat: 39.913, lng: 116.404 }, { lat, lng }, zoom);
  await map.click({ position: { x: box.width / 2 + dx, y: box.height / 2 + dy } });
  await expect(page).toHaveURL(/[?&]lat=39\.91[0-4]\d+&/);
  await expect(selected).toHaveCount(0);

  // Back to the row's point: its row is highlighted again.
  await page.goBack();
  await expect(page).toHaveURL(/[?&]lat=39\.915000&lng=116\.403500/);
  await expect(selected).toContainText('甲');
});
