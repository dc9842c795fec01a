import { expect, test, type Page } from '@playwright/test';
import type { Map as MaplibreMap } from 'maplibre-gl';
import { MapPage } from './pages/map-page';

// POI markers and reference labels are MapLibre symbols: its collision detection keeps them from
// covering each other (and the clicked point's pin). Zoomed out to z10.5 the POIs around Tiananmen
// (0.7–3.6 km away) crowd together with the reference label, so something has to give.
const CROWDED = '?lat=39.915119&lng=116.403963&z=10.5&poi=1';
const LAYERS = ['poi-markers', 'reference-labels', 'pin-space'];
/** The basemap's labels (MapLibre places them after the app's symbols, so they give way). */
const BASEMAP_LABELS = ['district-labels', 'town-labels', 'station-labels'];

/**
 * Screen points (every 2 px over the app's symbols' area) where MapLibre reports more than one placed
 * POI marker, reference label or basemap label: `queryRenderedFeatures` at a point answers with
 * each symbol whose placed box holds that point.
 */
async function coveredPoints(map: MapPage) {
  await map.settle(); // read the placement MapLibre settled on, not one it is laying out again
  return map.page.getByTestId('geocode-map').evaluate(
    (element, [ownLayers, basemapLabels]) => {
      const map = (element as HTMLElement & { maplibreMap: MaplibreMap }).maplibreMap;
      const layers = [...ownLayers, ...basemapLabels];
      const centres = map
        .queryRenderedFeatures({ layers: ownLayers })
        .map((f) => map.project((f.geometry as GeoJSON.Point).coordinates as [number, number]));
      // With none of the app's symbols placed yet there is nothing to cover: say so rather than pass.
      if (centres.length === 0) throw new Error('no POI marker or reference label is placed yet');
      const [left, right] = [
        Math.min(...centres.map((c) => c.x)) - 140,
        Math.max(...centres.map((c) => c.x)) + 140,
      ];
      const [top, bottom] = [
        Math.min(...centres.map((c) => c.y)) - 40,
        Math.max(...centres.map((c) => c.y)) + 40,
      ];
      const covered: string[] = [];
      for (let y = Math.max(0, top); y < Math.min(element.clientHeight, bottom); y += 2) {
        for (let x = Math.max(0, left); x < Math.min(element.clientWidth, right); x += 2) {
          const here = new Set(
            map
              .queryRenderedFeatures([x, y], { layers })
              .map((f) => `${f.layer.id}:${JSON.stringify(f.properties)}`),
          );
          if (here.size > 1) covered.push(`${Math.round(x)},${Math.round(y)}: ${[...here].join(' | ')}`);
        }
      }
      return covered;
    },
    [LAYERS, BASEMAP_LABELS] as const,
  );
}

/** Lets the POI markers and labels (or other symbol layers) overlap (as DOM markers did), or not (as the app draws them). */
async function allowOverlap(map: MapPage, allow: boolean, layers: readonly string[] = LAYERS.slice(0, 2)) {
  await map.page.getByTestId('geocode-map').evaluate(
    (element, [ids, allow]) => {
      const maplibre = (element as HTMLElement & { maplibreMap: MaplibreMap }).maplibreMap;
      for (const id of ids) {
        maplibre.setLayoutProperty(id, 'icon-allow-overlap', allow);
        maplibre.setLayoutProperty(id, 'text-allow-overlap', allow);
      }
    },
    [layers, allow] as const,
  );
  await map.settle();
}

/** The crowded map with its ten POIs listed; `placed`: the POI numbers drawn. */
async function openCrowded(page: Page) {
  test.slow(); // thousands of point queries on a software-rendered map
  const map = new MapPage(page);
  await map.open(CROWDED);
  await expect(map.poiRows).toHaveCount(10);
  await expect.poll(async () => (await map.placedPoiNumbers()).length).toBeGreaterThan(0);
  return { map, placed: await map.placedPoiNumbers() };
}

// Every read after allowOverlap is polled: MapLibre's worker lays the symbols out again after a layout
// change, and the placement read at once may still be the old one.

test('with many POIs on screen no marker or reference label covers another', async ({ page }) => {
  const { map, placed } = await openCrowded(page);
  expect(await coveredPoints(map)).toEqual([]);

  // The check sees overlaps where there are some: allowed to overlap, more symbols are drawn, covering others.
  await allowOverlap(map, true);
  await expect.poll(async () => (await map.placedPoiNumbers()).length).toBeGreaterThan(placed.length);
  await expect.poll(async () => (await coveredPoints(map)).length).toBeGreaterThan(0);
});

test("the basemap's township seat and station labels give way to the markers and reference labels", async ({
  page,
}) => {
  test.slow(); // thousands of point queries on a software-rendered map
  const map = new MapPage(page);
  // z12 by Tiananmen: stations (天安门东, 前门 …) and seats are labelled around the POIs and references.
  await map.open('?lat=39.915119&lng=116.403963&z=12&poi=1');
  await expect(map.poiRows).toHaveCount(10);
  await expect.poll(async () => (await map.placedPoiNumbers()).length).toBeGreaterThan(0);
  await expect
    .poll(() => map.drawn(['town-labels', 'station-labels', 'station-symbols']))
    .toEqual(['town-labels', 'station-labels', 'station-symbols']);
  expect(await coveredPoints(map)).toEqual([]);

  // The check sees a basemap label over a marker or reference label when it is let through.
  // (Polled: the worker lays the labels out again after the change, and a loaded machine can be slow.)
  await allowOverlap(map, true, BASEMAP_LABELS);
  await expect.poll(async () => (await coveredPoints(map)).length, { timeout: 20_000 }).toBeGreaterThan(0);
});

test('a POI crowded off the map comes back, ringed, when picked in the list', async ({ page }) => {
  const { map, placed } = await openCrowded(page);
  // A POI on screen that collision detection left out: drawn only when overlap is allowed.
  await allowOverlap(map, true);
  let found: number | undefined;
  const findHidden = async () => (found = (await map.placedPoiNumbers()).find((n) => !placed.includes(n)));
  const message = `every POI on screen fits (${placed.join(',')}): the test needs a crowded map`;
  await expect.poll(findHidden, { message }).toBeDefined();
  const hidden = found;
  if (hidden === undefined) throw new Error(message);
  await allowOverlap(map, false);
  await expect.poll(() => map.placedPoiNumbers()).not.toContain(hidden);

  await map.poiRows.nth(hidden - 1).click();
  await map.settle();
  await expect.poll(async () => (await map.placedPoi(hidden).catch(() => undefined))?.selected).toBe(true);
  expect(await coveredPoints(map)).toEqual([]);
});

test('clicking a POI marker on the map picks that POI instead of looking up a new point', async ({
  page,
}) => {
  const map = new MapPage(page);
  await map.open('?lat=39.915119&lng=116.403963&z=13&poi=1');
  await expect.poll(() => map.placedPoiNumbers()).toContain(2);
  const second = await map.placedPoi(2);
  await page.mouse.click(second.x, second.y);
  await expect(map.poiRows.nth(1)).toHaveAttribute('aria-current', 'true');
  expect(map.urlPoint()).toMatchObject({ lat: 39.915119, lng: 116.403963 });
});
