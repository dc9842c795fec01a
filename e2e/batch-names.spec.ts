import { expect, test } from '@playwright/test';
import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/node';
import { BatchPage } from './pages/batch-page';

// A file of cigarette names against the real server (offline provider, the sample catalog of 40 products).

const CATALOG = [
  '中华(硬)',
  '中华(软)',
  '玉溪(软)',
  '云烟(紫)',
  '黄鹤楼(软蓝)',
  '芙蓉王(硬)',
  '利群(新版)',
  '南京(炫赫门)',
  '红塔山(硬经典)',
  '双喜(硬)',
  '中华(双中支)',
  '中华(金中支)',
  '玉溪(硬)',
  '玉溪(初心)',
  '玉溪(和谐)',
  '云烟(软珍品)',
  '黄鹤楼(硬金砂)',
  '芙蓉王(硬蓝)',
  '利群(软红长嘴)',
  '利群(阳光)',
  '南京(红)',
  '南京(雨花石)',
  '南京(十二钗烤烟)',
  '红塔山(软经典)',
  '双喜(软经典)',
  '白沙(精品)',
  '白沙(和天下)',
  '黄金叶(天叶)',
  '苏烟(五星红杉树)',
  '泰山(红将军)',
  '泰山(佛光)',
  '长白山(777)',
  '钻石(荷花)',
  '黄山(红方印)',
  '贵烟(跨越)',
  '牡丹(软)',
  '中南海(点8)',
  '兰州(硬珍品)',
  '黄果树(长征)',
  '哈德门(精品)',
];
// Names the catalog does not have (the first three have close names), a formula, and two rows without a name.
const UNKNOWN = ['中华', '玉西(软)', '黄鹤楼(软兰)', 'Marlboro', 'xyz123', '=1+1'];

/** 序号,品名,数量: the catalog's names (two typed with full-width brackets), the unknown ones, blank names and blank lines. */
function namesCsv() {
  const names = [...CATALOG.slice(0, 20), ...UNKNOWN, '', ...CATALOG.slice(20), ''];
  names[1] = '中华（软）';
  names[27] = ' 南京（红） ';
  const lines = ['序号,品名,数量', ...names.map((name, i) => `${i + 1},${name},${i % 5}`)];
  lines.splice(10, 0, '', ',,');
  lines.splice(40, 0, '');
  return { text: `${lines.join('\n')}\n`, names };
}

test('a CSV of names: found and not-found rows with suggestions, a record in the cigarette panel, CSV out', async ({
  page,
}) => {
  const FILE = namesCsv();
  expect(FILE.names).toHaveLength(48);
  const batch = new BatchPage(page);
  await batch.open();
  await batch.drop('orders.csv', FILE.text);

  // The name column is found; the file is taken as names.
  await expect(page.getByRole('radio', { name: '卷烟名称（查卷烟）' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: '名称列' })).toHaveValue('1');
  await page.getByRole('button', { name: '开始查询 46 个名称' }).click();
  await batch.expectDone(48);
  await expect(page.getByText('找到 40，未找到或失败 6，无法读取 2')).toBeVisible();
  // Numbered as the spreadsheet shows the file: its blank lines are rows too.
  await expect(batch.badRows.getByRole('listitem')).toHaveText(['第 30 行：缺少名称', '第 52 行：缺少名称']);
  // No map for names: the table has the width, the cigarette panel the side.
  await expect(page.getByRole('region', { name: '地图' })).toBeHidden();
  await expect(page.getByRole('button', { name: '导出 GeoJSON' })).toHaveCount(0);

  const row = (name: string) => batch.table.getByRole('row').filter({ hasText: name });
  // Only the rows in view are in the page: bring the unknown names (file rows 24–29) into view.
  await page.getByTestId('batch-scroll').evaluate((element) => (element.scrollTop = 18 * 32));
  await expect(row('玉西(软)')).toContainText('未找到；你是不是要找：玉溪(软)、牡丹(软)、中华(软)');
  await expect(row('Marlboro')).toContainText('未找到');
  await page.getByTestId('batch-scroll').evaluate((element) => (element.scrollTop = 0));
  await expect(row('中华（软）')).toContainText('中华(软)');
  await expect(row('中华（软）')).toContainText('成功');

  await row('中华（软）').click();
  const card = page.getByRole('region', { name: '卷烟' }).getByRole('article', { name: '中华(软)' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('65 元/包');

  const csv = await batch.exportText('导出 CSV');
  expect(csv.name).toBe('orders-cigarettes.csv');
  expect(csv.text.startsWith('\uFEFF')).toBe(true);
  const [header, ...rows] = Papa.parse<string[]>(csv.text.slice(1), { skipEmptyLines: true }).data;
  expect(rows).toHaveLength(48);
  expect(header!.slice(0, 5)).toEqual(['序号', '品名', '数量', '匹配名称', '类型']);
  expect(header).toContain('单包价 (元)');
  expect(header).not.toContain('lat_gcj02');
  const cell = (index: number, title: string) => rows[index]![header!.indexOf(title)];
  expect([cell(1, '品名'), cell(1, '匹配名称'), cell(1, '单包价 (元)'), cell(1, '状态')]).toEqual([
    '中华（软）',
    '中华(软)',
    '65',
    '成功',
  ]);
  expect([cell(27, '品名'), cell(27, '匹配名称')]).toEqual([' 南京（红） ', '南京(红)']);
  expect(cell(20, '状态')).toBe('未找到；你是不是要找：中华(硬)、中华(软)、中华(双中支)、中华(金中支)');
  expect(cell(20, '匹配名称')).toBe('');
  expect(cell(25, '品名')).toBe("'=1+1");
  expect(cell(26, '状态')).toBe('无法读取');
  const found = rows.filter((cells) => cells[header!.indexOf('状态')] === '成功');
  expect(found.map((cells) => cells[header!.indexOf('匹配名称')])).toEqual(CATALOG);

  // The same table as XLSX: a text cell is never a formula there, so it keeps no CSV apostrophe (#37).
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '导出 XLSX' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('orders-cigarettes.xlsx');
  const sheet = await readSheet(await download.path());
  expect(sheet[0]).toEqual(header);
  expect(sheet[21]!.at(-1)).toBe(cell(20, '状态'));
  expect(sheet[26]![1]).toBe('=1+1');

  // A reload finds the names job in IndexedDB: still names, no map, every outcome kept.
  await page.reload();
  await expect(page.getByText('找到 40，未找到或失败 6，无法读取 2')).toBeVisible();
  await expect(page.getByRole('region', { name: '地图' })).toBeHidden();
  await expect(row('中华（软）')).toContainText('成功');
});
