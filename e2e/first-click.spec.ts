import { expect, test } from '@playwright/test';
import { MapPage } from './pages/map-page';

// A newcomer's first action: a click on the map as soon as it shows is looked up, not lost.

test('a click 100 ms after the map appears is looked up', async ({ page }) => {
  const map = new MapPage(page);
  const lookup = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/geoToAddress');
  await page.goto('/');
  // The map appears (its canvas is on the page) before it has loaded its style and tiles.
  await expect(map.canvas).toBeVisible();
  // The scenario itself, not a wait for state: a user who clicks right away.
  await page.waitForTimeout(100);
  await map.clickMap(40, 30);
  await lookup;
  await expect(map.marker).toBeVisible();
  expect(map.urlPoint().lat).not.toBe(0);
  await expect(map.answer).toBeVisible();
});
