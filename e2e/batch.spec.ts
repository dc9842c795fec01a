import { expect, test, type Page, type Route } from '@playwright/test';
import iconv from 'iconv-lite';
import Papa from 'papaparse';
import writeXlsxFile from 'write-excel-file/node';
import { BatchPage } from './pages/batch-page';
import { batchCsv } from '../test-support/batch-file';

// A 1,000-row file with three unreadable rows, against the real server (offline provider).
const BAD = { 4: ['abc', '116.4'], 500: ['', ''], 998: ['95', '116.4'] } as Record<number, [string, string]>;
const FILE = batchCsv(1000, BAD);
const BATCH_API = '**/api/geoToAddress/batch';

/** Holds batch requests until the test lets them go; counts them and the points they carry. */
async function holdBatches(page: Page) {
  const held: Route[] = [];
  const sent = { requests: 0, points: 0 };
  await page.route(BATCH_API, (route) => {
    sent.requests += 1;
    sent.points += (JSON.parse(route.request().postData() ?? '{}') as { points: unknown[] }).points.length;
    held.push(route);
  });
  const release = async () => {
    for (const route of held.splice(0)) await route.continue();
  };
  return { held, sent, release };
}

test('drop a 1,000-row CSV: bad rows listed, pause (kept over a reload) and resume, every row answered', async ({
  page,
}) => {
  const batch = new BatchPage(page);
  await batch.open();
  const gate = await holdBatches(page);
  await batch.drop('stores.csv', FILE.text);
  await expect(page.getByRole('button', { name: '开始查询 997 个点' })).toBeVisible();
  await batch.start();

  // Three batches in flight at most; pausing lets them finish and sends no more.
  await expect.poll(() => gate.held.length).toBe(3);
  await page.getByRole('button', { name: '暂停' }).click();
  await gate.release();
  await expect(batch.state).toHaveText('已暂停');
  await expect(batch.progress).toHaveAttribute('aria-valuenow', '303'); // 300 answered + 3 unreadable
  await page.waitForTimeout(300); // a paused job sends nothing, however long it waits
  expect(gate.sent.requests).toBe(3);
  // A reload finds it still paused, with what was answered, and sends nothing.
  await page.reload();
  await expect(batch.state).toHaveText('已暂停');
  await expect(batch.progress).toHaveAttribute('aria-valuenow', '303');
  expect(gate.sent.requests).toBe(3);

  await page.unroute(BATCH_API);
  await page.getByRole('button', { name: '继续' }).click();
  await batch.expectDone(1000);
  await expect(page.getByText('成功 997，失败 0，无法读取 3')).toBeVisible();
  await expect(batch.badRows.getByRole('listitem')).toHaveText([
    '第 6 行：坐标不是数字（abc,116.4）',
    '第 502 行：缺少坐标',
    '第 1000 行：坐标超出范围（95,116.4）',
  ]);
});

test('a reload mid-run resumes where it stopped, without asking again for what was answered', async ({
  page,
}) => {
  const batch = new BatchPage(page);
  await batch.open();
  const gate = await holdBatches(page);
  await batch.drop('stores.csv', FILE.text);
  await batch.start();
  await expect.poll(() => gate.held.length).toBe(3);
  // Two batches answered; the third is lost with the page.
  const [first, second] = gate.held.splice(0, 2);
  await first!.continue();
  await second!.continue();
  await expect(batch.progress).toHaveAttribute('aria-valuenow', '203');
  // The next two batches are held too: three in flight when the page goes, none answered.
  await expect.poll(() => gate.held.length).toBe(3);

  // Routes added later are asked first: from here every batch goes through.
  await page.route(BATCH_API, (route) => route.continue());
  let pointsAfterReload = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/geoToAddress/batch')) {
      pointsAfterReload += (JSON.parse(request.postData() ?? '{}') as { points: unknown[] }).points.length;
    }
  });
  await page.reload();
  await batch.expectDone(1000);
  expect(pointsAfterReload).toBe(997 - 200);
  await expect(page.getByText('stores.csv')).toBeVisible();
});

test('exports CSV (BOM, formulas neutralised) and GeoJSON (WGS-84) that read back row for row', async ({
  page,
}) => {
  const batch = new BatchPage(page);
  await batch.open();
  const withFormula = FILE.text.replace('店0,', '=HYPERLINK("x"),');
  await batch.drop('stores.csv', withFormula);
  await batch.start();
  await batch.expectDone(1000);

  const csv = await batch.exportText('导出 CSV');
  expect(csv.name).toBe('stores-addresses.csv');
  expect(csv.text.startsWith('\uFEFF')).toBe(true);
  const rows = Papa.parse<string[]>(csv.text.slice(1), { skipEmptyLines: true }).data;
  expect(rows).toHaveLength(1001);
  const header = rows[0]!;
  expect(header.slice(0, 5)).toEqual(['店名', '纬度', '经度', 'lat_gcj02', 'lng_gcj02']);
  const column = (name: string) => header.indexOf(name);
  expect(rows[1]![0]).toBe(`'=HYPERLINK("x")`);
  expect(rows[2]![column('状态')]).toBe('成功');
  expect(rows[2]![column('省')]).not.toBe('');
  expect(rows[5]![column('状态')]).toBe('无法读取'); // data row 4, file row 6

  const geo = await batch.exportText('导出 GeoJSON');
  const collection = JSON.parse(geo.text) as {
    features: { geometry: { coordinates: [number, number] }; properties: Record<string, string | number> }[];
  };
  expect(collection.features).toHaveLength(997);
  const feature = collection.features[1]!;
  expect(feature.properties).toMatchObject({
    row: 3,
    店名: '店1',
    lat_gcj02: FILE.points[1]!.lat,
    状态: '成功',
  });
  // WGS-84 geometry: in China it lies a few hundred metres from the GCJ-02 input.
  const [lng, lat] = feature.geometry.coordinates;
  const shift = Math.hypot(lng - FILE.points[1]!.lng, lat - FILE.points[1]!.lat);
  expect(shift).toBeGreaterThan(0.001);
  expect(shift).toBeLessThan(0.01);
  expect(feature.properties['省']).toBe(rows[2]![column('省')]);
});

test('selecting a row (here by keyboard) shows its answer in the address panel', async ({ page }) => {
  const batch = new BatchPage(page);
  await batch.open();
  await batch.drop('beijing.csv', 'name,lat,lng\n天安门,39.915119,116.403963\n');
  await batch.start();
  await batch.expectDone(1);
  // By keyboard: Tab reaches the row, Enter picks it (a click does the same; see batch-names.spec).
  await batch.table.getByRole('row').filter({ hasText: '天安门' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/batch\?lat=39\.915119&lng=116\.403963/);
  await expect(page.getByRole('region', { name: '地址', exact: true })).toContainText('东城区');
});

test("selecting a row shows the job's own answer, with the job's POI option, and asks nothing again", async ({
  page,
}) => {
  const lookups: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/geoToAddress') lookups.push(request.url());
  });
  const batch = new BatchPage(page);
  await batch.open();
  await batch.drop('beijing.csv', 'name,lat,lng\n天安门,39.915119,116.403963\n');
  await page.getByRole('checkbox', { name: '同时查询附近地点（POI）' }).check();
  await batch.start();
  await batch.expectDone(1);
  const row = batch.table.getByRole('row').filter({ hasText: '天安门' });
  await row.click();
  await expect(row).toHaveAttribute('aria-selected', 'true');
  // The job asked with POIs, so the point shown is asked with POIs too (the URL's switch was off).
  await expect(page).toHaveURL(/\/batch\?lat=39\.915119&lng=116\.403963&.*\bpoi=1(&|$)/);
  await expect(page.getByRole('region', { name: '地址', exact: true })).toContainText('东城区');
  await page.waitForTimeout(300); // a lookup would have been sent by now
  expect(lookups).toEqual([]);
});

test('only the columns in view are in the page; scrolled sideways, the far ones show their values, the row and status stay', async ({
  page,
}) => {
  const batch = new BatchPage(page);
  await batch.open();
  await batch.drop('beijing.csv', 'name,lat,lng\n天安门,39.915119,116.403963\n');
  await batch.start();
  await batch.expectDone(1);
  const headers = await batch.table.getByRole('columnheader').allTextContents();
  await expect(batch.table).toHaveAttribute('aria-colcount', String(headers.length));
  // The file's first row (the table's second, after the header): found by index, as its name scrolls out.
  const row = batch.table.locator('[role="row"][aria-rowindex="2"]');
  const cell = (title: string) => row.locator(`[role="cell"][aria-colindex="${headers.indexOf(title) + 1}"]`);
  await expect(cell('行')).toHaveText('2');
  await expect(cell('状态')).toHaveText('成功');
  await expect(cell('最近地点')).toHaveCount(0);

  await batch.table.evaluate((table) => (table.scrollLeft = table.scrollWidth));
  await expect(cell('最近地点')).toHaveCount(1);
  await expect(cell('行政区划代码')).toHaveText('110101');
  await expect(cell('区县')).toHaveText('东城区');
  // Each cell sits under its own column's header.
  const header = batch.table.getByRole('columnheader', { name: '行政区划代码' });
  expect((await cell('行政区划代码').boundingBox())?.x).toBe((await header.boundingBox())?.x);
  // The row number and status stay in view, at the table's left edge.
  const left = await batch.table.evaluate((table) => table.getBoundingClientRect().left + table.clientLeft);
  await expect(cell('行')).toHaveText('2');
  expect((await cell('行').boundingBox())?.x).toBeCloseTo(left, 0);
  expect((await cell('状态').boundingBox())?.x).toBe(
    (await batch.table.getByRole('columnheader', { name: '状态' }).boundingBox())?.x,
  );
  // Back at the start, the row's first cells are there again.
  await batch.table.evaluate((table) => (table.scrollLeft = 0));
  await expect(cell('name')).toHaveText('天安门');
});

test('a focused row stays focused when scrolled far out of view, and Enter still picks it', async ({
  page,
}) => {
  const batch = new BatchPage(page);
  await batch.open();
  await batch.drop('stores.csv', batchCsv(200).text);
  await batch.start();
  await batch.expectDone(200);
  const row = (index: number) => batch.table.locator(`[role="row"][aria-rowindex="${index}"]`);
  await row(3).focus();
  for (const top of [150, 161, 60].map((rows) => rows * 32)) {
    await page.getByTestId('batch-scroll').evaluate((element, top) => (element.scrollTop = top), top);
    await expect(row(top / 32 + 3)).toBeVisible();
    await expect(row(3)).toBeFocused();
    // Rows reuse each other's elements as they scroll: each shows its own row number.
    const shown = await batch.table
      .locator('[role="row"][aria-rowindex]:not([aria-rowindex="1"])')
      .evaluateAll((rows) =>
        rows.map((element) => [
          element.getAttribute('aria-rowindex'),
          element.querySelector('[aria-colindex="1"]')?.textContent,
        ]),
      );
    expect(shown.length).toBeGreaterThan(5);
    for (const [index, number] of shown) expect(number).toBe(index);
  }
  await page.keyboard.press('Enter');
  await expect(row(3)).toHaveAttribute('aria-selected', 'true');
});

test("a GBK file (Chinese Excel's CSV) reads as GBK, says so, and can be read again in another encoding", async ({
  page,
}) => {
  const batch = new BatchPage(page);
  await batch.open();
  const lines = [
    '编号,门店名称,负责人,纬度,经度',
    '1,王府井店,张三,39.9151,116.4039',
    '2,前门店,李四,39.8994,116.3976',
  ];
  await batch.drop('门店.csv', iconv.encode(lines.join('\r\n'), 'gbk'));
  const choice = page.getByTestId('batch-encoding');
  await expect(choice).toContainText('按 GBK 读取');
  await expect(page.getByRole('cell', { name: '王府井店' })).toBeVisible();
  await choice.getByRole('combobox').selectOption('UTF-8');
  await expect(choice.getByRole('alert')).toHaveText('按 UTF-8 读不出文字，仍按原来的编码显示');
  await choice.getByRole('combobox').selectOption('Big5');
  await expect(choice.getByRole('alert')).toHaveText('按 Big5 读不出文字，仍按原来的编码显示');
  await expect(choice).toContainText('按 GBK 读取');
  await batch.start();
  await batch.expectDone(2);
  await expect(batch.table.getByRole('cell', { name: '前门店' })).toBeVisible();
});

test('a workbook as Chinese Excel saves one: the first sheet with data is read, another can be picked, rows keep their sheet numbers', async ({
  page,
}) => {
  const batch = new BatchPage(page);
  await batch.open();
  // Every cell typed text (numbers stored as text), a title and a blank row above the header.
  const text = (value: string) => ({ value, type: String });
  const row = (...cells: string[]) => cells.map(text);
  const stores = [
    row('门店清单（2026年11月）'),
    [],
    row('编号', '门店名称', '负责人', '纬度', '经度'),
    row('1', '𠀀记店', '张三', '39.9151', '116.4039'),
    row('2', '䶮的店', '李四', '３９．８９９４', '１１６．３９７６'),
    [],
    row('3', '度分秒店', '王五', '39°54′27″N', `116°23'29"E`),
    row('4', '坏行', '赵六', '不是数', '116.4'),
  ];
  const workbook = await writeXlsxFile([
    { sheet: '说明', data: [[]] },
    { sheet: '门店', data: stores },
    { sheet: '其他', data: [row('名称', '纬度', '经度'), row('甲', '31.2', '121.5')] },
  ]).toBuffer();
  await batch.drop('门店.xlsx', new Uint8Array(workbook));
  const sheet = page.getByTestId('batch-sheet').getByRole('combobox', { name: '工作表' });
  await expect(sheet).toHaveValue('门店');
  await expect(page.getByRole('cell', { name: '𠀀记店', exact: true })).toBeVisible();
  await sheet.selectOption('其他');
  await expect(page.getByRole('cell', { name: '甲', exact: true })).toBeVisible();
  await sheet.selectOption('门店');
  await expect(page.getByRole('cell', { name: '䶮的店', exact: true })).toBeVisible();
  await page.getByRole('button', { name: '开始查询 3 个点' }).click();
  await batch.expectDone(4);
  const numberOf = (name: string) =>
    batch.table
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name, exact: true }) })
      .getByRole('cell')
      .first();
  for (const [name, number] of [
    ['𠀀记店', '4'],
    ['䶮的店', '5'],
    ['度分秒店', '7'],
    ['坏行', '8'],
  ] as const)
    await expect(numberOf(name)).toHaveText(number);
  await expect(batch.badRows).toContainText('第 8 行');
});

// The answer first (#45): a five-column GBK file with a title row, its 地址 column inside the table's
// visible pane after the run, on a laptop and on a phone (whose other columns are a tap away).
for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });
    test('the 地址 header and cells are inside the visible pane after the run', async ({ page }) => {
      const batch = new BatchPage(page);
      await batch.open();
      const lines = [
        '门店清单（2026年11月）',
        '',
        '编号,门店名称,负责人,纬度,经度',
        '1,王府井店,张三,39.9151,116.4039',
        '2,前门店,李四,39.8994,116.3976',
        '3,西单店,王五,39.9087,116.3744',
      ];
      await batch.drop('门店.csv', iconv.encode(lines.join('\r\n'), 'gbk'));
      await batch.start();
      await batch.expectDone(3);
      const header = batch.table.getByRole('columnheader', { name: '地址', exact: true });
      const column = await header.getAttribute('aria-colindex');
      const cells = batch.table.locator(`[role="cell"][aria-colindex="${column}"]`);
      await expect(cells).toHaveCount(3);
      await expect(cells.first()).not.toHaveText('');
      // The scroll container's clipping box: inside its borders, without its scrollbars.
      const pane = await batch.table.evaluate((table) => {
        const box = table.getBoundingClientRect();
        const left = box.left + table.clientLeft;
        const top = box.top + table.clientTop;
        return { left, top, right: left + table.clientWidth, bottom: top + table.clientHeight };
      });
      for (const box of [
        await header.boundingBox(),
        ...(await Promise.all((await cells.all()).map((cell) => cell.boundingBox()))),
      ]) {
        expect(box).not.toBeNull();
        expect(box!.x).toBeGreaterThanOrEqual(pane.left);
        expect(box!.x + box!.width).toBeLessThanOrEqual(pane.right);
        expect(box!.y).toBeGreaterThanOrEqual(pane.top);
        expect(box!.y + box!.height).toBeLessThanOrEqual(pane.bottom);
      }
      if (viewport.width > 600) return;
      // On the phone, a tapped row shows its other columns.
      await cells.nth(1).click();
      // The second data row: the sheet's row 5 (a title, a blank row and the header above).
      const details = page.getByRole('region', { name: '第 5 行' });
      await expect(details).toContainText('门店名称前门店');
      await expect(details).toContainText('负责人李四');
    });
  });
}
