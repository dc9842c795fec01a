import { expect, test } from '@playwright/test';
import { MapPage } from './pages/map-page';

// Keyboard only: reach the map with Tab, see that it has focus, nudge the queried point with
// Shift+arrows, look up the centre with Enter; every answer is announced.

const START = '?lat=39.915119&lng=116.403963&z=14';
/** Degrees per screen pixel at zoom 14 (MapLibre's world is 512·2^z px wide); near 40° N a pixel of latitude is ~0.77 of that. */
const LNG_PER_PX_Z14 = 360 / (512 * 2 ** 14);

test('Tab reaches the map, which shows a focus ring', async ({ page }) => {
  const map = new MapPage(page);
  await map.open(START);
  for (let i = 0; i < 20 && !(await map.canvas.evaluate((c) => c === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(map.canvas).toBeFocused();
  const ring = await map.canvas.evaluate((c) => {
    const style = getComputedStyle(c);
    return { style: style.outlineStyle, width: style.outlineWidth, offset: style.outlineOffset };
  });
  expect(ring).toEqual({ style: 'solid', width: '3px', offset: '-3px' });
});

test('Shift+arrows move the point a few pixels and look up again; arrows alone still pan', async ({
  page,
}) => {
  const map = new MapPage(page);
  await map.open(START);
  await expect(map.answer).toContainText('东城区');
  const announcer = page.getByTestId('geocode-announcer');
  await expect(announcer).toHaveText(/^新结果：/);
  await map.canvas.focus();
  const container = page.getByTestId('geocode-map');
  const centre = await container.getAttribute('data-center');

  await page.keyboard.press('Shift+ArrowRight');
  await expect.poll(() => map.urlPoint().lng).toBeCloseTo(116.403963 + 10 * LNG_PER_PX_Z14, 5);
  expect(map.urlPoint().lat).toBeCloseTo(39.915119, 5);
  await page.keyboard.press('Shift+ArrowUp');
  await expect.poll(() => map.urlPoint().lat).toBeGreaterThan(39.915119 + 5 * LNG_PER_PX_Z14);
  await expect(map.answer).toContainText('东城区');
  await expect(announcer).toHaveText(/^新结果：东城区/);
  // The map itself neither moved, rotated nor tilted.
  await map.waitForIdleMap();
  expect(await container.getAttribute('data-center')).toBe(centre);
  await expect(map.canvas).toBeFocused();

  await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => container.getAttribute('data-center')).not.toBe(centre);
  const [lat, lng] = (await container.getAttribute('data-center'))!.split(',').map(Number) as [
    number,
    number,
  ];
  await page.keyboard.press('Enter');
  await expect.poll(() => map.urlPoint()).toMatchObject({ lat, lng });
});

test('an answer at sea announces what it is', async ({ page }) => {
  const map = new MapPage(page);
  await map.open('?lat=20&lng=130&z=5');
  await map.canvas.focus();
  await page.keyboard.press('Shift+ArrowDown');
  await expect.poll(() => map.urlPoint().lat).toBeLessThan(20);
  await expect(page.getByTestId('geocode-announcer')).toHaveText(/^新结果：海上/);
});

test('the scale bar and zoom buttons follow the UI language', async ({ page }) => {
  const map = new MapPage(page);
  await map.open(START);
  const scale = page.locator('.maplibregl-ctrl-scale');
  await expect(scale).toHaveText(/^\d+\s(米|公里)$/);
  await page.getByRole('button', { name: 'English', exact: true }).click();
  await expect(scale).toHaveText(/^\d+\s(m|km)$/);
  await expect(page.getByRole('button', { name: 'Zoom in' })).toBeVisible();
  await page.getByRole('button', { name: '中文', exact: true }).click();
  await expect(scale).toHaveText(/^\d+\s(米|公里)$/);
  await expect(page.getByRole('button', { name: '放大' })).toBeVisible();
});

test('picking a POI zooms in only as far as the basemap has detail', async ({ page, request }) => {
  // The deepest zoom the basemap's sources have tiles for here (the offline base stops at 10;
  // a street-level source may go deeper), plus the three levels vector tiles magnify cleanly.
  const style = (await (await request.get('/api/basemap/style.json')).json()) as {
    sources: Record<string, { maxzoom?: number; bounds?: number[] }>;
  };
  const covering = Object.values(style.sources).filter(
    ({ bounds: b }) => !b || (b[0]! <= 116.4 && b[1]! <= 39.9 && b[2]! >= 116.4 && b[3]! >= 39.9),
  );
  const expected = Math.min(16, Math.max(...covering.map((source) => (source.maxzoom ?? 19) + 3)));
  const map = new MapPage(page);
  await map.open('?lat=39.915119&lng=116.403963&z=7&poi=1');
  await map.poiRows.nth(1).click();
  await expect.poll(() => Number(new URL(page.url()).searchParams.get('z'))).toBe(expected);
});

test('keyboard only: Tab to a POI row in the panel and Enter picks it, and the link carries it', async ({
  page,
}) => {
  const map = new MapPage(page);
  await map.open('?lat=39.915119&lng=116.403963&z=14&poi=1');
  await expect(map.poiRows.first()).toBeVisible();
  const row = map.poiRows.nth(1);
  for (let i = 0; i < 60 && !(await row.evaluate((r) => r === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(row).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => new URL(page.url()).searchParams.get('sel')).not.toBeNull();
  await expect(row).toHaveAttribute('aria-current', 'true');
});

test('every control that has an accessible name of its own says what it shows (label in name)', async ({
  page,
}) => {
  const map = new MapPage(page);
  await map.open('?lat=39.915119&lng=116.403963&z=14&poi=1');
  await expect(map.poiRows.first()).toBeVisible();
  // WCAG 2.5.3: where a control carries aria-label beside visible text, the label contains that text.
  const controls = await page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        'button[aria-label], a[aria-label], [role="button"][aria-label]',
      ),
    ]
      .filter((control) => control.offsetParent !== null)
      .map((control) => ({
        label: control.getAttribute('aria-label')!,
        text: control.innerText.replace(/\s+/g, ' ').trim(),
      }))
      .filter(({ text }) => text.length > 1),
  );
  expect(controls.length).toBeGreaterThan(0);
  expect(controls.filter(({ label, text }) => !label.replace(/\s+/g, ' ').includes(text))).toEqual([]);
});
