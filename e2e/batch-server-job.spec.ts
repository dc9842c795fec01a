import { expect, test, type Locator } from '@playwright/test';
import Papa from 'papaparse';
import { readFile } from 'node:fs/promises';
import { answerValues, ANSWER_KEYS } from '../contract/batch-answer-columns';
import { BatchPage } from './pages/batch-page';
import { batchCsv } from '../test-support/batch-file';

// A file over the batch view's threshold runs on the server as a job (#39): the tab can be reloaded
// while it runs, the job list (kept on the device) shows its progress from the server, the table
// pages its rows from the server, and its results download and read back row for row.

const ROWS = 50_000;

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

/** Where the answer's columns start in the results' header: after the input's (and the GCJ-02 point's). */
function answerColumnStart(header: string[]) {
  const at = header.findIndex((title) => /^(地址|address)$/i.test(title));
  expect(at, `an address column in ${header.join(', ')}`).toBeGreaterThan(2);
  return at;
}
