import { expect, test } from '@playwright/test';
import { fakeUpstream } from '../test-support/fake-upstream-control';
import { upstreamAppUrl } from '../test-support/ports';
import { MapPage } from './pages/map-page';

// Tiananmen area, GCJ-02: 东城区 in the offline data; 350 px west at z14 is 西城区.
const START = '?lat=39.915119&lng=116.403963&z=14';
/** Degrees of longitude per pixel at zoom 14 (MapLibre's world is 512·2^z pixels wide). */
const LNG_PER_PX_Z14 = 360 / (512 * 2 ** 14);

test.describe('the map lookup against the offline server', () => {
  test('a link centres the map on the point and shows its district', async ({ page }) => {
    const map = new MapPage(page);
    const outline = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/regions/110101');
    await map.open(START);
    await expect(map.answer).toContainText('东城区');
    await expect(map.marker).toBeVisible();
    expect((await outline).status()).toBe(200);
    // The references in the list have their labelled lines on the map (where the label is on screen).
    const references = await map.references.getByRole('listitem').allInnerTexts();
    expect(references.length).toBeGreaterThan(0);
    await expect.poll(async () => (await map.placed('reference-labels')).length).toBeGreaterThan(0);
    for (const { kind } of await map.placed('reference-labels')) {
      expect(references.some((row) => row.startsWith(String(kind)))).toBe(true);
    }
    await expect(page.getByText('底图不可用')).toHaveCount(0);
    // The basemap actually drew: a rendered map compresses far worse than a blank canvas.
    expect((await map.canvas.screenshot()).length).toBeGreaterThan(20_000);
  });

  test('at Tsinghua (an imported extract) 标准地址 shows the answer’s standard_address, not address', async ({
    page,
  }) => {
    const map = new MapPage(page);
    const lookup = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/geoToAddress');
    await map.open('?lat=40.000000&lng=116.326000&z=16');
    const { data } = (await (await lookup).json()) as {
      data: { address: string; formatted_addresses: { standard_address?: string } };
    };
    const standard = data.formatted_addresses.standard_address;
    // The street level answers it (北京市海淀区清华路南107米 on the 2017 extract); address is the region alone.
    expect(standard).toMatch(/^北京市海淀区.+米$/);
    expect(standard).not.toBe(data.address);
    await map.showAllFields();
    const row = map.panel.locator('[data-field="formatted_addresses.standard_address"]');
    await expect(row.locator('dt')).toContainText('标准地址');
    await expect(row.locator('dd .geo-value')).toHaveText(standard!);
    // Made from the imported extract's street: its source line says so.
    await expect(row.locator('dd')).toContainText(/来源：.*OpenStreetMap beijing-tsinghua-pku-2017/);
  });

  test('a click elsewhere moves the marker, changes the URL and shows the new district', async ({ page }) => {
    const map = new MapPage(page);
    await map.open(START);
    await expect(map.answer).toContainText('东城区');
    const before = await map.markerCentre();

    await map.clickMap(-350, 0);

    await expect.poll(() => map.urlPoint().lng).toBeCloseTo(116.403963 - 350 * LNG_PER_PX_Z14, 3);
    expect(map.urlPoint().lat).toBeCloseTo(39.915119, 3);
    await expect(map.answer).toContainText('西城区');
    await expect(map.answer).not.toContainText('东城区');
    const after = await map.markerCentre();
    expect(before.x - after.x).toBeGreaterThan(300);
    await page.goBack();
    await expect(map.answer).toContainText('东城区');
  });

  test('the POI switch adds numbered rows and markers, and is remembered', async ({ page }) => {
    const map = new MapPage(page);
    await map.open(START);
    await expect(map.answer).toContainText('东城区');
    await expect(map.poiRows).toHaveCount(0);
    expect(await map.placedPoiNumbers()).toEqual([]);

    await map.poiSwitch.check();

    await expect(map.poiRows.first()).toBeVisible();
    const rows = await map.poiRows.count();
    // The nearest POI is always on the map; the others where they fit on screen.
    await expect.poll(() => map.placedPoiNumbers()).toContain(1);
    expect(Math.max(...(await map.placedPoiNumbers()))).toBeLessThanOrEqual(rows);
    expect(map.urlPoint().poi).toBe('1');

    await map.clickMap(0, 120);
    await expect.poll(() => map.urlPoint().poi).toBe('1');
  });

  test('hovering a row highlights its marker, and hovering a marker its row', async ({ page }) => {
    const map = new MapPage(page);
    // Zoomed out one level so the first POIs (up to ~1.5 km away) are on screen.
    await map.open('?lat=39.915119&lng=116.403963&z=13&poi=1');
    await expect.poll(() => map.placedPoiNumbers()).toEqual(expect.arrayContaining([1, 2]));

    await map.poiRows.first().hover();
    await expect.poll(async () => (await map.placedPoi(1)).highlighted).toBe(true);
    expect((await map.placedPoi(2)).highlighted).toBe(false);

    const second = await map.placedPoi(2);
    await page.mouse.move(second.x, second.y);
    await expect(map.poiRows.nth(1)).toHaveAttribute('data-highlighted', 'true');
    await expect(map.poiRows.first()).not.toHaveAttribute('data-highlighted');
  });

  test('clicking a POI row flies the map to its marker', async ({ page }) => {
    const map = new MapPage(page);
    await map.open(`${START}&poi=1`);
    await map.poiRows.nth(1).click();
    const offCentre = async () => {
      const [marker, canvas] = await Promise.all([
        map.placedPoi(2).catch(() => undefined),
        map.canvas.boundingBox(),
      ]);
      if (!marker || !canvas) return Infinity;
      return Math.hypot(marker.x - (canvas.x + canvas.width / 2), marker.y - (canvas.y + canvas.height / 2));
    };
    await expect.poll(offCentre).toBeLessThan(5);
  });

  test('switching basemap after a POI was picked and another point clicked keeps the view', async ({
    page,
  }) => {
    test.slow(); // two lookups, a fly, a pan and a second map
    // The second basemap is online; here it fails at once and the plain fallback is drawn.
    await page.route('https://tiles.openfreemap.org/**', (route) => route.abort());
    const map = new MapPage(page);
    const container = page.getByTestId('geocode-map');
    await map.open(`${START}&poi=1`);
    await map.poiRows.nth(1).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('view')).not.toBeNull();
    await map.waitForIdleMap();
    // Pan away from the POI, then look up another point.
    await map.canvas.focus();
    await page.keyboard.press('ArrowRight');
    await map.settle();
    await map.clickMap(0, 120);
    await expect.poll(() => new URL(page.url()).searchParams.get('sel')).toBeNull();
    await map.settle();
    const centre = await container.getAttribute('data-center');

    await page.getByRole('button', { name: '底图', exact: true }).click();
    await page.getByRole('radio', { name: /^OpenFreeMap/ }).click();
    await expect(page.getByText('底图不可用，仍可点击地图查询')).toBeVisible();
    await map.settle();
    await expect(container).toHaveAttribute('data-center', centre!);
  });

  test('open sea is an answer that says so, not an error', async ({ page }) => {
    const map = new MapPage(page);
    await map.open('?lat=20&lng=130&z=5');
    await expect(map.answer).toContainText('海上');
    await expect(map.error).toHaveCount(0);
    await expect(map.marker).toBeVisible();
  });

  test('with the map focused, arrow keys pan and Enter looks up the centre', async ({ page }) => {
    const map = new MapPage(page);
    await map.open(START);
    await expect(map.answer).toContainText('东城区');
    await map.canvas.focus();
    await page.keyboard.press('ArrowRight');
    // The map writes its settled centre on its container once the pan has ended.
    const container = page.getByTestId('geocode-map');
    await expect
      .poll(async () => Number((await container.getAttribute('data-center'))?.split(',')[1]))
      .toBeGreaterThan(116.403963 + 50 * LNG_PER_PX_Z14);
    const [lat, lng] = (await container.getAttribute('data-center'))!.split(',').map(Number) as [
      number,
      number,
    ];
    await page.keyboard.press('Enter');
    await expect.poll(() => map.urlPoint()).toMatchObject({ lat, lng });
  });

  test('a pasted "95,200" is said to be out of range, naming each number, in zh and en', async ({ page }) => {
    const map = new MapPage(page);
    await map.open(START);
    const box = map.panel.getByLabel('粘贴坐标（纬度,经度 或 经度,纬度，GCJ-02）');
    await box.fill('95,200');
    await expect(
      map.panel.getByText('坐标超出范围：95 超出纬度范围（-90 到 90）；200 超出经度范围（-180 到 180）。'),
    ).toBeVisible();
    await expect(map.panel.getByRole('button', { name: '查询', exact: true })).toBeDisabled();
    await page.getByRole('button', { name: 'English', exact: true }).click();
    // The panel's region is named in the UI's language now ('Address'), so these are found on the page.
    await page.getByLabel('Paste coordinates (lat,lng or lng,lat, GCJ-02)').fill('95,200');
    await expect(
      page.getByText(
        'Out of range: 95 is beyond the latitude range (-90 to 90); 200 is beyond the longitude range (-180 to 180).',
      ),
    ).toBeVisible();
  });

  test('a pasted "lng,lat" is read in the right order and looked up', async ({ page }) => {
    const map = new MapPage(page);
    await map.open(START);
    const box = map.panel.getByLabel('粘贴坐标（纬度,经度 或 经度,纬度，GCJ-02）');
    await box.fill('116.38894, 39.915119');
    await expect(map.panel.getByText('识别为：纬度 39.915119，经度 116.38894')).toBeVisible();
    await map.panel.getByRole('button', { name: '查询', exact: true }).click();
    await expect(map.answer).toContainText('西城区');
    expect(map.urlPoint()).toMatchObject({ lat: 39.915119, lng: 116.38894 });
  });
});

test.describe('the map lookup against a failing upstream', () => {
  test.afterEach(async ({ request }) => {
    await fakeUpstream.reset(request);
  });

  test('an upstream 500 shows the error and keeps the previous result, marker and URL', async ({
    page,
    request,
  }) => {
    await fakeUpstream.reset(request);
    const map = new MapPage(page);
    await map.open(START, upstreamAppUrl);
    await expect(map.answer).toContainText('东城区');

    await fakeUpstream.set(request, { geo: { status: 500 } });
    await map.clickMap(-200, 80);

    await expect(map.error).toContainText('查询失败：上游服务出错（状态码 500）', { timeout: 15_000 });
    await expect(map.error).not.toContainText('upstream');
    await expect(map.answer).toContainText('东城区');
    await expect(map.marker).toBeVisible();
    expect(map.urlPoint().lng).toBeCloseTo(116.403963 - 200 * LNG_PER_PX_Z14, 3);

    await fakeUpstream.reset(request);
    await map.error.getByRole('button', { name: '重试' }).click();
    await expect(map.error).toHaveCount(0);
    await expect(map.panel.getByText('以下是上一次查询的结果。')).toHaveCount(0);
  });

  test('a rate limit (429) is said at once with its wait, and the point is kept', async ({
    page,
    request,
  }) => {
    await fakeUpstream.reset(request);
    const map = new MapPage(page);
    await map.open(START, upstreamAppUrl);
    await expect(map.answer).toContainText('东城区');

    await fakeUpstream.set(request, { geo: { status: 429, headers: { 'retry-after': '20' } } });
    await map.clickMap(-200, 80);

    await expect(map.error).toContainText('请求过于频繁，20 秒后可再试', { timeout: 2_000 });
    // The wait counts down.
    await expect(map.error).toContainText(/请求过于频繁，1[0-9] 秒后可再试/, { timeout: 5_000 });
    await expect(map.marker).toBeVisible();
    expect(map.urlPoint().lng).toBeCloseTo(116.403963 - 200 * LNG_PER_PX_Z14, 3);
  });
});

test('the map controls speak the UI language', async ({ page }) => {
  const map = new MapPage(page);
  await map.open('?lat=39.915119&lng=116.403963&z=14');
  await expect(page.getByRole('button', { name: '放大' })).toBeVisible();
  await expect(page.getByRole('button', { name: '缩小' })).toBeVisible();
});

test("with an upstream configured, the basemap, its water and the region outline are still the app's own", async ({
  page,
}) => {
  const map = new MapPage(page);
  const outline = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/regions/110101');
  await map.open(START, upstreamAppUrl);
  await expect(map.answer).toContainText('东城区');
  expect((await outline).status()).toBe(200);
  await expect(page.getByText('底图不可用')).toHaveCount(0);
  await expect.poll(() => map.drawn(['region-outline', 'district-boundaries'])).toHaveLength(2);
  // The basemap actually drew: a rendered map compresses far worse than a blank canvas.
  expect((await map.canvas.screenshot()).length).toBeGreaterThan(20_000);
  // Natural Earth's water around Shanghai: the East China Sea, 太湖 and the Yangtze.
  await map.jumpTo(120.9, 31.2, 7);
  await expect.poll(() => map.drawn(['ocean', 'lakes', 'rivers'])).toEqual(['ocean', 'lakes', 'rivers']);
});
