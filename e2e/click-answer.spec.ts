import { expect, test, type Route } from '@playwright/test';
import type { GeoJSONSource, Map as MaplibreMap } from 'maplibre-gl';
import { MapPage } from './pages/map-page';

// #48: a click's answer should find the page free. New data for one of the map's own GeoJSON
// sources is a round of MapLibre's worker (the data, then every tile in view of that source), which
// kept the main thread busy as the answer arrived; so the map's layers move with the answer, and
// the clicked point shows at once as its DOM marker.
const SOURCES = ['pin', 'references', 'pois', 'radius', 'region'];

test('a click draws nothing on the map but its marker until its answer arrives', async ({ page }) => {
  const map = new MapPage(page);
  // POIs and references on: the previous answer has something in every source.
  await map.open('?lat=39.915119&lng=116.403963&z=14&poi=1');
  await expect(map.answer).toBeVisible();
  await map.settle();
  await page.getByTestId('geocode-map').evaluate((element, ids) => {
    const maplibre = (element as HTMLElement & { maplibreMap: MaplibreMap }).maplibreMap;
    const sent: string[] = [];
    Object.assign(window, { __sourcesSent: sent });
    for (const id of ids) {
      const source = maplibre.getSource<GeoJSONSource>(id)!;
      const setData = source.setData.bind(source);
      source.setData = (data) => {
        sent.push(id);
        return setData(data);
      };
    }
  }, SOURCES);

  // The answer is held until the test lets it go.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/geoToAddress?**', async (route: Route) => {
    await held;
    await route.continue();
  });
  /** The panel's lookup: busy while its answer is on the way. */
  const lookup = page.locator('.geo-address-panel');
  const markerBefore = await map.markerCentre();
  await map.clickMap(120, 80);
  // The click has been taken: its point is in the URL, the marker stands there, the panel waits.
  await expect.poll(() => map.urlPoint().lng).not.toBe(116.403963);
  await expect.poll(() => map.markerCentre()).not.toEqual(markerBefore);
  await expect(lookup).toHaveAttribute('aria-busy', 'true');
  // Two frames: React's effects of the click have run.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(await page.evaluate(() => (window as unknown as { __sourcesSent: string[] }).__sourcesSent)).toEqual(
    [],
  );

  release();
  await expect(lookup).toHaveAttribute('aria-busy', 'false');
  // With its answer the pin's space, the references and the POIs move to the new point.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __sourcesSent: string[] }).__sourcesSent))
    .toEqual(expect.arrayContaining(['pin', 'references', 'pois']));

  // In another district the outline is replaced once: the last one stays until the new one comes.
  await page.unrouteAll();
  await map.settle();
  const district = () => map.panel.getByTestId('geocode-answer').textContent();
  const before = await district();
  await page.evaluate(() => ((window as unknown as { __sourcesSent: string[] }).__sourcesSent.length = 0));
  await map.clickMap(-300, 0);
  await expect.poll(district).not.toBe(before);
  await map.settle();
  const sent = await page.evaluate(() => (window as unknown as { __sourcesSent: string[] }).__sourcesSent);
  expect(sent.filter((id) => id === 'region')).toEqual(['region']);
});
