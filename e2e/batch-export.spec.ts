import { expect, test } from '@playwright/test';
import { readSheet } from 'read-excel-file/node';
import { readFile } from 'node:fs/promises';
import { BatchPage } from './pages/batch-page';
import { batchCsv } from '../test-support/batch-file';

// XLSX export of a finished file whose sheet is over 160 KB (the old writer then wanted a `blob:` worker).

test('a finished 1,000-row file exports as XLSX that opens and reads back row for row', async ({ page }) => {
  test.slow(); // 1,000 lookups, then the file
  const file = batchCsv(1000);
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) refused.push(message.text());
  });
  const batch = new BatchPage(page);
  await batch.open();
  await batch.drop('stores.csv', file.text.replace('店0,', '=HYPERLINK("x"),'));
  await batch.start();
  await batch.expectDone(1000);

  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 20_000 }),
    page.getByRole('button', { name: '导出 XLSX' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('stores-addresses.xlsx');
  const sheet = await readSheet(await readFile(await download.path()));
  expect(sheet).toHaveLength(1001);
  const header = sheet[0]!;
  expect(header.slice(0, 5)).toEqual(['店名', '纬度', '经度', 'lat_gcj02', 'lng_gcj02']);
  // An XLSX text cell is never a formula: kept as typed, without CSV's apostrophe. Input numbers are numbers.
  expect(sheet[1]![0]).toBe('=HYPERLINK("x")');
  expect(typeof sheet[1000]![1]).toBe('number');
  expect(typeof sheet[1000]![2]).toBe('number');
  expect(sheet[1000]![0]).toBe('店999');
  expect(sheet[1000]![header.indexOf('状态')]).toBe('成功');
  expect(sheet[1000]![header.indexOf('省')]).not.toBe('');
  // Written without a worker the page's policy refuses (the old writer's `blob:` one was).
  expect(refused).toEqual([]);
});

/** The largest file the tab runs itself (SERVER_JOB_ROWS): a bigger one is a server job, whose XLSX the server writes. */
const ROWS = 20_000;

test('a finished 20,000-row file exports as XLSX, its progress said on the way, and reads back', async ({
  page,
}) => {
  test.setTimeout(300_000); // 20,000 lookups (~5 s on a quiet machine), the file, reading it back
  const file = batchCsv(ROWS);
  const batch = new BatchPage(page);
  await batch.open();
  await batch.drop('stores.csv', file.text);
  await batch.start();
  await batch.expectDone(ROWS, 180_000);

  const status = page.getByRole('status').filter({ hasText: /^正在写入 XLSX 文件/ });
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 120_000 }),
    page.getByRole('button', { name: '导出 XLSX' }).click(),
    // Seen part-way, not only at the start or the end.
    expect(status).toHaveText(/^正在写入 XLSX 文件：[1-9]0%$/, { timeout: 60_000 }),
  ]);
  expect(download.suggestedFilename()).toBe('stores-addresses.xlsx');
  await expect(page.getByRole('button', { name: '导出 XLSX' })).toBeEnabled();
  const sheet = await readSheet(await readFile(await download.path()));
  expect(sheet).toHaveLength(ROWS + 1);
  const header = sheet[0]!;
  const last = sheet[ROWS]!;
  expect(header.slice(0, 5)).toEqual(['店名', '纬度', '经度', 'lat_gcj02', 'lng_gcj02']);
  expect(sheet[1]![0]).toBe('店0');
  expect(last[0]).toBe(`店${ROWS - 1}`);
  expect(last.slice(3, 5)).toEqual([file.points[ROWS - 1]!.lat, file.points[ROWS - 1]!.lng]);
  expect(last[header.indexOf('状态')]).toBe('成功');
  expect(last[header.indexOf('省')]).not.toBe('');
});

test('an export whose writer fails says so, leaves the table as it was, and the next export works', async ({
  page,
}) => {
  const batch = new BatchPage(page);
  await batch.open();
  await batch.drop('stores.csv', batchCsv(5).text);
  await batch.start();
  await batch.expectDone(5);
  // The file writer's worker script cannot be fetched: the worker fails before it writes anything.
  await page.route('**/assets/table-file-worker-*.js', (route) => route.abort());
  await page.getByRole('button', { name: '导出 XLSX' }).click();
  await expect(page.getByRole('alert')).toHaveText('导出失败：写入文件的后台程序没能启动或意外停止');
  await expect(page.getByRole('button', { name: '导出 XLSX' })).toBeEnabled();
  await batch.expectDone(5);
  await expect(batch.table.getByRole('row').filter({ hasText: '店4' })).toBeVisible();

  await page.unroute('**/assets/table-file-worker-*.js');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '导出 XLSX' }).click(),
  ]);
  expect(await readSheet(await readFile(await download.path()))).toHaveLength(6);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
