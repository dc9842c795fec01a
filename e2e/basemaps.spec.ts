import { expect, test, type Page } from '@playwright/test';
import type { Map as MaplibreMap } from 'maplibre-gl';
import { wgs84ToGcj02 } from '../common/china-datums';
import { watchCsp } from './pages/csp-watch';
import { MapPage } from './pages/map-page';
import { ARCHIVE_RGB, type BasemapApp, startBasemapApp, TILE_KEY, TILE_RGB } from './support/basemap-app';

// Basemaps configured at run time (BASEMAPS_FILE): raster XYZ tiles from a loopback tile server, the
// same through the app's keyed proxy, and a .pmtiles archive the app serves. Each draws its own colour.

const START = '?lat=39.915119&lng=116.403963&z=14';
let app: BasemapApp;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  app = await startBasemapApp();
});
test.afterAll(async () => app?.close());

type MapElement = HTMLElement & { maplibreMap: MaplibreMap };

/** With BASEMAP_SCREENSHOTS_DIR set (docs/, for docs/basemaps.md), the page as the test left it. */
async function screenshotForDocs(page: Page, name: string) {
  const dir = process.env.BASEMAP_SCREENSHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/screenshot-${name}.png` });
}

/** The colour the page shows at (x, y), read from a screenshot (decoded by the page itself). */
async function colourAt(page: Page, x: number, y: number): Promise<number[]> {
  const shot = await page.screenshot({ clip: { x, y, width: 1, height: 1 } });
  return page.evaluate(async (png) => {
    const image = new Image();
    image.src = `data:image/png;base64,${png}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
  }, shot.toString('base64'));
}

/**
 * Whether the map shows this colour at two of three places clear of the markers and the controls (a
 * line may cross one; the queried district's light fill tints it a little).
 */
async function drawsColour(map: MapPage, rgb: readonly number[]) {
  const box = (await map.canvas.boundingBox())!;
  let matches = 0;
  for (const [fx, fy] of [
    [0.75, 0.75],
    [0.1, 0.8],
    [0.6, 0.3],
  ] as const) {
    const seen = await colourAt(map.page, box.x + box.width * fx, box.y + box.height * fy);
    if (seen.every((value, i) => Math.abs(value - rgb[i]!) <= 24)) matches += 1;
  }
  return matches >= 2;
}

test('a raster XYZ basemap from a loopback tile server: tiles drawn, no CSP violation, clicks in GCJ-02, the marker on the WGS-84 tiles', async ({
  page,
}) => {
  const violations = await watchCsp(page);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const map = new MapPage(page);
  const container = page.getByTestId('geocode-map');
  const before = app.tiles.requests.length;
  await map.open(`${START}&map=loopback`, app.url);
  await expect
    .poll(() => app.tiles.requests.slice(before).filter((path) => path.startsWith('/xyz/')).length)
    .toBeGreaterThan(0);
  await expect.poll(() => drawsColour(map, TILE_RGB)).toBe(true);

  // A click: the API is asked in GCJ-02 for the WGS-84 point under the pointer.
  const box = (await map.canvas.boundingBox())!;
  const [dx, dy] = [-120, 80];
  const wgs = await container.evaluate(
    (element, at) => (element as MapElement).maplibreMap.unproject(at).toArray(),
    [box.width / 2 + dx, box.height / 2 + dy] as [number, number],
  );
  const asked = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/geoToAddress');
  await map.clickMap(dx, dy);
  const query = new URL((await asked).url()).searchParams;
  const [gcjLng, gcjLat] = wgs84ToGcj02(wgs[0]!, wgs[1]!);
  expect(Number(query.get('lng'))).toBeCloseTo(gcjLng, 5);
  expect(Number(query.get('lat'))).toBeCloseTo(gcjLat, 5);
  expect(Math.abs(gcjLng - wgs[0]!)).toBeGreaterThan(0.004); // the conversion is not a no-op here

  // The marker's tip sits where the pointer was on the WGS-84 tiles, not where GCJ-02 would put it.
  await map.settle();
  const [marker, tip] = await Promise.all([
    map.marker.boundingBox(),
    container.evaluate(
      (element, point) => {
        const at = (element as MapElement).maplibreMap.project(point);
        const rect = element.getBoundingClientRect();
        return { x: rect.x + at.x, y: rect.y + at.y };
      },
      wgs as [number, number],
    ),
  ]);
  expect(Math.abs(marker!.x + marker!.width / 2 - tip.x)).toBeLessThanOrEqual(2);
  expect(Math.abs(marker!.y + marker!.height - tip.y)).toBeLessThanOrEqual(2);

  expect(violations).toEqual([]);
  // The PMTiles reader is loaded only for a basemap that needs it.
  expect(requested.filter((url) => url.includes('pmtiles'))).toEqual([]);
});

test('a proxied basemap: tiles through the app with the server’s key, never in the page, cached for the next view', async ({
  browser,
}) => {
  /** One fresh visitor (no HTTP cache): what the page sent and got, and the tile answers' cache header. */
  const visit = async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const violations = await watchCsp(page);
    const sent: string[] = [];
    const bodies: Promise<string>[] = [];
    const cache: string[] = [];
    page.on('request', (request) => sent.push(request.url()));
    page.on('response', (response) => {
      if (/\/api\/basemaps\/keyed\/\d+\//.test(response.url()))
        cache.push(response.headers()['x-tile-cache'] ?? '');
      if (response.url().includes('/api/basemaps')) bodies.push(response.text().catch(() => ''));
    });
    const map = new MapPage(page);
    await map.open(`${START}&map=keyed`, app.url);
    await expect.poll(() => drawsColour(map, TILE_RGB)).toBe(true);
    const html = await page.content();
    await context.close();
    return { sent, bodies: await Promise.all(bodies), cache, html, violations };
  };

  const before = app.tiles.requests.length;
  const first = await visit();
  const fetched = app.tiles.requests.slice(before);
  // The app fetched each tile once from the template's host, with the key.
  expect(fetched.length).toBeGreaterThan(0);
  for (const path of fetched)
    expect(path).toMatch(new RegExp(`^/keyed/\\d+/\\d+/\\d+\\.png\\?tk=${TILE_KEY}$`));
  // The page asked only this app: the key is in no request, answer or the document.
  expect(first.sent.filter((url) => url.startsWith(app.tiles.origin))).toEqual([]);
  expect(first.sent.filter((url) => /\/api\/basemaps\/keyed\/\d+\//.test(url)).length).toBeGreaterThan(0);
  for (const text of [...first.sent, ...first.bodies, first.html]) expect(text).not.toContain(TILE_KEY);
  expect(first.cache).toContain('miss');
  expect(first.violations).toEqual([]);

  // A second view of the same place: every tile from the app's cache, none fetched again.
  const second = await visit();
  expect(second.cache.length).toBeGreaterThan(0);
  expect(new Set(second.cache)).toEqual(new Set(['hit']));
  expect(app.tiles.requests.length).toBe(before + fetched.length);
});

test('a PMTiles archive served by the app is drawn', async ({ page }) => {
  const violations = await watchCsp(page);
  const ranges: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/archive.pmtiles')) ranges.push(response.status());
  });
  const map = new MapPage(page);
  await map.open(`${START}&map=archive`, app.url);
  await expect.poll(() => drawsColour(map, ARCHIVE_RGB)).toBe(true);
  await screenshotForDocs(page, 'basemap-pmtiles');
  expect(ranges.length).toBeGreaterThan(0);
  expect(new Set(ranges)).toEqual(new Set([206]));
  expect(violations).toEqual([]);
});

test('the layer control, clicked with the mouse, lists the configured basemaps with their datum; the choice is remembered', async ({
  page,
}) => {
  const map = new MapPage(page);
  await map.open(START, app.url);
  await page.getByRole('button', { name: '底图', exact: true }).click();
  const choices = page.getByRole('radiogroup', { name: '底图' }).getByRole('radio');
  await expect(choices).toHaveCount(4);
  await expect(page.getByRole('radio', { name: '离线底图 GCJ-02' })).toBeChecked();
  await expect(page.getByRole('radio', { name: '代理瓦片 CGCS2000' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'PMTiles 样例 WGS-84' })).toBeVisible();
  await page.getByRole('radio', { name: '回环瓦片 WGS-84' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('map')).toBe('loopback');
  await expect.poll(() => drawsColour(map, TILE_RGB)).toBe(true);
  await screenshotForDocs(page, 'basemap-control');

  // Back on this device without map= in the URL: the basemap picked last, written into the link so
  // that a shared link opens the same one.
  await map.open(START, app.url);
  await expect.poll(() => drawsColour(map, TILE_RGB)).toBe(true);
  await expect.poll(() => new URL(page.url()).searchParams.get('map')).toBe('loopback');
  await page.getByRole('button', { name: '底图', exact: true }).click();
  await expect(page.getByRole('radio', { name: '回环瓦片 WGS-84' })).toBeChecked();
});
