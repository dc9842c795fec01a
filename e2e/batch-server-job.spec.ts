import { expect, test, type Locator, type Page } from '@playwright/test';
import type { GeoJSONSource, Map as MaplibreMap } from 'maplibre-gl';
import Papa from 'papaparse';
import { readFile } from 'node:fs/promises';
import { answerValues, ANSWER_KEYS } from '../contract/batch-answer-columns';
import { BatchPage } from './pages/batch-page';
import { MapPage } from './pages/map-page';
import { batchCsv } from '../test-support/batch-file';

// A file over the batch view's threshold runs on the server as a job (#39): the tab can be reloaded
// while it runs, the job list (kept on the device) shows its progress from the server, the table
// pages its rows from the server, and its results download and read back row for row.

const ROWS = 50_000;
/** The points the server sends the map before all are asked for (the offline app's JOBS_MAP_POINTS). */
const MAP_CAP = 20_000;

/** aria-valuenow of a progressbar, as a number. */
const doneOf = async (bar: Locator) => Number(await bar.getAttribute('aria-valuenow'));

test('a 50,000-row file runs as a server job through a reload, and its results download and read back', async ({
  page,
}) => {
  test.setTimeout(300_000); // 50,000 lookups on the server, a reload, the CSV read back
  const file = batchCsv(ROWS);
  const batch = new BatchPage(page);
  await batch.open();
  await batch.drop('shops.csv', file.text);

  // Over 20,000 rows: the server choice is made and cannot be unmade.
  const onServer = page.getByRole('checkbox', { name: '在服务器上运行' });
  await expect(onServer).toBeChecked();
  await expect(onServer).toBeDisabled();
  // The server runs 50,000 rows in seconds here, faster than the view's first poll: to reload while
  // the job is unfinished, it is paused (through the API) as soon as the upload is answered.
  const [submitted] = await Promise.all([
    page.waitForResponse(
      (response) => response.url().includes('/api/jobs?') && response.request().method() === 'POST',
    ),
    batch.start(),
  ]);
  expect(submitted.status()).toBe(202);
  const { data: created } = (await submitted.json()) as { data: { id: string } };
  expect(submitted.headers().location).toBe(`/api/jobs/${created.id}`);
  expect((await page.request.post(`/api/jobs/${created.id}/pause`)).status()).toBe(200);

  const job = page.getByTestId('server-job').filter({ hasText: 'shops.csv' });
  const bar = job.getByRole('progressbar', { name: '查询进度' });
  const state = job.getByTestId('server-job-state');
  await expect(state).toHaveText('已暂停');
  await expect(bar).toHaveAttribute('aria-valuemax', String(ROWS));
  const before = await doneOf(bar);
  expect(before).toBeLessThan(ROWS);

  // Closed and opened again: the job is found from this device's list, as it was; resumed, it goes on.
  await page.reload();
  await expect(state).toHaveText('已暂停');
  expect(await doneOf(bar)).toBeLessThan(ROWS);
  await job.getByRole('button', { name: '继续' }).click();
  await expect.poll(() => doneOf(bar), { timeout: 60_000 }).toBeGreaterThan(before);
  await expect(bar).toHaveAttribute('aria-valuenow', String(ROWS), { timeout: 180_000 });
  await expect(state).toHaveText('已完成');
  await expect(job).toContainText(`成功 ${ROWS}，失败 0，无法读取 0`);

  // The table pages rows from the server: the first, then the last after a scroll to the end.
  const map = page.getByTestId('geocode-map');
  const centre = await map.getAttribute('data-center');
  await job.getByRole('button', { name: '查看结果' }).click();
  const table = job.getByRole('table', { name: '查询结果' });
  const firstRow = table.locator('[role="row"][aria-rowindex="2"]');
  await expect(firstRow.getByRole('cell').nth(1)).toHaveText('成功');
  await expect(firstRow.getByRole('cell').nth(3)).toHaveText('店0');
  // The rows read so far are on the map, which is brought to them; a row picked in the table is
  // selected and its point shown (the URL holds it, the address panel answers for it).
  await expect(map).not.toHaveAttribute('data-center', centre!);
  await firstRow.click();
  await expect(firstRow).toHaveAttribute('aria-selected', 'true');
  const { lat, lng } = file.points[0]!;
  await expect(page).toHaveURL(new RegExp(`[?&]lat=${lat.toFixed(6)}&lng=${lng.toFixed(6)}`));
  await table.evaluate((element) => (element.scrollTop = element.scrollHeight));
  const lastRow = table.locator(`[role="row"][aria-rowindex="${ROWS + 1}"]`);
  await expect(lastRow.getByRole('cell').nth(3)).toHaveText(`店${ROWS - 1}`);
  await expect(lastRow.getByRole('cell').nth(1)).toHaveText('成功');

  // The map accounts for the whole job, not only the pages read. Over the server's cap (JOBS_MAP_POINTS
  // 20,000 here) it shows an even sample across the job and says so; asked, it reads them all: its
  // source holds 50,000 rows, its clusters and single points in view add up to them, and it says so.
  const count = page.getByTestId('map-points-count');
  await expect(count).toHaveText(`显示 ${MAP_CAP} / ${ROWS} 个点（均匀取自整个任务）`);
  await expect.poll(() => sourceRows(page), { timeout: 30_000 }).toBe(MAP_CAP);
  expect(await sourceRowRange(page)).toEqual([0, ROWS - 1]); // across the job, not its first rows
  const idle = new MapPage(page);
  await showAllPoints(page); // the row picked above took the map to its point
  await idle.settle();
  expect(await renderedPointCount(page)).toBe(MAP_CAP);
  await page.getByRole('button', { name: '显示全部（约 1 MB，地图会变慢）' }).click();
  await expect(count).toHaveText(`地图上 ${ROWS} 个点`);
  await expect.poll(() => sourceRows(page), { timeout: 30_000 }).toBe(ROWS);
  await showAllPoints(page);
  await idle.settle();
  expect(await renderedPointCount(page)).toBe(ROWS);
  // A point picked on the map (row 25,000's place: its page not read) selects its row in the table.
  const at = await showPointOf(page, 25_000);
  await idle.settle();
  await map.click({ position: at });
  const { lat: pickedLat, lng: pickedLng } = file.points[25_000]!;
  await expect(page).toHaveURL(new RegExp(`[?&]lat=${pickedLat.toFixed(6)}&lng=${pickedLng.toFixed(6)}`));
  const selectedRow = table.getByRole('row', { selected: true });
  await expect(selectedRow.getByRole('cell').nth(3)).toHaveText(/^店\d+$/);
  const picked = Number((await selectedRow.getByRole('cell').nth(3).textContent())!.slice(1));
  expect(file.points[picked]).toEqual(file.points[25_000]);

  // The CSV, downloaded and read back: every row once, in order, each with the answer a lookup gives.
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    job.getByRole('group', { name: '下载结果：' }).getByRole('button', { name: 'CSV', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('shops-results.csv');
  const text = await readFile(await download.path(), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [header, ...rows] = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
  expect(header!.slice(0, 3)).toEqual(['店名', '纬度', '经度']);
  expect(rows).toHaveLength(ROWS);
  const input = rows.map((row) => row.slice(0, 3).join(','));
  expect(input).toEqual(file.points.map(({ lat, lng }, i) => `店${i},${lat.toFixed(6)},${lng.toFixed(6)}`));

  // Sampled rows' answer columns are what the batch endpoint answers for the same points.
  const sample = [0, 1, 4999, 25_000, ROWS - 1];
  const answers = await page.request.post('/api/geoToAddress/batch', {
    data: { points: sample.map((i) => ({ id: i, ...file.points[i]! })), poi: 0 },
  });
  expect(answers.ok()).toBe(true);
  const items = ((await answers.json()) as { data: { data?: unknown }[] }).data;
  const answerStart = answerColumnStart(header!);
  const expected = items.map((item) => answerValues(item.data));
  // Answers with a province among them (row 0, 23°N 105°E, is in Viet Nam): not empty rows matching empty ones.
  expect(expected.filter((answer) => answer[ANSWER_KEYS.indexOf('province')] !== '').length).toBeGreaterThan(
    2,
  );
  expect(sample.map((i) => rows[i]!.slice(answerStart, answerStart + ANSWER_KEYS.length))).toEqual(expected);
});

type MapElement = HTMLElement & { maplibreMap: MaplibreMap };

/** How many distinct rows the map's points source holds. */
function sourceRows(page: Page) {
  return page.getByTestId('geocode-map').evaluate(async (element) => {
    const source = (element as MapElement).maplibreMap.getSource<GeoJSONSource>('points')!;
    const data = (await source.getData()) as GeoJSON.FeatureCollection;
    return new Set(data.features.map((feature) => feature.properties!.row as number)).size;
  });
}

/** The first and the last row the map's points source holds (0 = the first data row). */
function sourceRowRange(page: Page) {
  return page.getByTestId('geocode-map').evaluate(async (element) => {
    const source = (element as MapElement).maplibreMap.getSource<GeoJSONSource>('points')!;
    const data = (await source.getData()) as GeoJSON.FeatureCollection;
    const rows = data.features.map((feature) => feature.properties!.row as number);
    return [rows.reduce((a, b) => Math.min(a, b)), rows.reduce((a, b) => Math.max(a, b))];
  });
}

/** Fits the map, at once, around every point of its points source. */
function showAllPoints(page: Page) {
  return page.getByTestId('geocode-map').evaluate(async (element) => {
    const map = (element as MapElement).maplibreMap;
    const data = (await map.getSource<GeoJSONSource>('points')!.getData()) as GeoJSON.FeatureCollection;
    // West, south, east, north (a loop: 50,000 arguments to Math.min would be near V8's limit).
    const bounds: [number, number, number, number] = [180, 90, -180, -90];
    for (const { geometry } of data.features) {
      const [lng, lat] = (geometry as GeoJSON.Point).coordinates as [number, number];
      bounds[0] = Math.min(bounds[0], lng);
      bounds[1] = Math.min(bounds[1], lat);
      bounds[2] = Math.max(bounds[2], lng);
      bounds[3] = Math.max(bounds[3], lat);
    }
    map.fitBounds(bounds, { padding: 40, animate: false });
  });
}

/** The points the map draws in view: each cluster's count (once per cluster) and each single point. */
function renderedPointCount(page: Page) {
  return page.getByTestId('geocode-map').evaluate((element) => {
    const map = (element as MapElement).maplibreMap;
    const clusters = new Map<number, number>();
    const singles = new Set<number>();
    for (const { properties } of map.queryRenderedFeatures({ layers: ['points-clusters', 'points-single'] }))
      if (properties.cluster_id !== undefined)
        clusters.set(properties.cluster_id as number, properties.point_count as number);
      else singles.add(properties.row as number);
    return [...clusters.values()].reduce((sum, count) => sum + count, singles.size);
  });
}

/** Brings table row `row`'s point (as the map draws it) to the middle at zoom 17: its place on the map element. */
function showPointOf(page: Page, row: number) {
  return page.getByTestId('geocode-map').evaluate(async (element, row) => {
    const map = (element as MapElement).maplibreMap;
    const data = (await map.getSource<GeoJSONSource>('points')!.getData()) as GeoJSON.FeatureCollection;
    const feature = data.features.find((candidate) => candidate.properties!.row === row)!;
    const [lng, lat] = (feature.geometry as GeoJSON.Point).coordinates as [number, number];
    map.jumpTo({ center: [lng, lat], zoom: 17 });
    const { x, y } = map.project([lng, lat]);
    return { x, y };
  }, row);
}

/** Where the answer's columns start in the results' header: after the input's (and the GCJ-02 point's). */
function answerColumnStart(header: string[]) {
  const at = header.findIndex((title) => /^(地址|address)$/i.test(title));
  expect(at, `an address column in ${header.join(', ')}`).toBeGreaterThan(2);
  return at;
}
