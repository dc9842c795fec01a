import { expect, test } from '@playwright/test';
import Papa from 'papaparse';
import { readFile } from 'node:fs/promises';
import { MapPage } from './pages/map-page';

// History entries tell apart (address, short coordinates, time; cigarette names) and can be searched.

test('entries show address, short coordinates and time, and the search narrows them', async ({ page }) => {
  const map = new MapPage(page);
  await map.open('?lat=39.915119&lng=116.403963&z=14');
  await expect(map.answer).toContainText('东城区');
  await map.clickMap(-350, 0);
  await expect(map.answer).toContainText('西城区');
  await page.goto(`/?cig=${encodeURIComponent('中华(硬)')}`);
  await expect(
    page.getByRole('region', { name: '卷烟' }).getByRole('article', { name: '中华(硬)' }),
  ).toBeVisible();

  await page.getByRole('button', { name: '历史' }).click();
  const history = page.getByRole('dialog', { name: '查询历史' });
  const entries = history.getByRole('list', { name: '查询历史' }).getByRole('button');
  await expect(entries).toHaveCount(3);
  await expect(entries.nth(0)).toHaveAccessibleName(/^卷烟 中华\(硬\) \d+月\d+日 \d\d:\d\d$/);
  await expect(entries.nth(1)).toContainText('西城区');
  await expect(entries.nth(1)).toContainText(/39\.9151, 116\.3\d{3}/);
  await expect(entries.nth(2)).toContainText('东城区');
  await expect(entries.nth(2)).toContainText('39.9151, 116.4040');
  await expect(entries.nth(2).locator('time')).toHaveText(/^\d+月\d+日 \d\d:\d\d$/);

  const search = history.getByRole('searchbox', { name: '在历史中搜索（地址、名称或坐标）' });
  await search.fill('西城');
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText('西城区');
  await search.fill('116.4040');
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText('东城区');
  await search.fill('中华（硬）');
  await expect(entries).toHaveCount(1);
  await search.fill('上海');
  await expect(entries).toHaveCount(0);
  await expect(history.getByRole('status')).toHaveText('没有匹配的记录。');
  await search.fill('东城');
  await entries.first().click();
  await expect(map.answer).toContainText('东城区');
  expect(map.urlPoint()).toMatchObject({ lat: 39.915119, lng: 116.403963 });
});

test('a point entry reads as the recommended address and the POI picked there', async ({ page }) => {
  const map = new MapPage(page);
  await map.open('?lat=39.915119&lng=116.403963&z=14&poi=1');
  await expect(map.answer).toContainText('东城区金鱼胡同站西624米');
  await map.poiRows.first().click();
  await expect.poll(() => new URL(page.url()).searchParams.get('sel')).not.toBeNull();

  await page.getByRole('button', { name: '历史' }).click();
  const entries = page
    .getByRole('dialog', { name: '查询历史' })
    .getByRole('list', { name: '查询历史' })
    .getByRole('button');
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toHaveAccessibleName(
    /^位置 金鱼胡同 · 东城区金鱼胡同站西624米 39\.9151, 116\.4040 \d+月\d+日 \d\d:\d\d$/,
  );
});

test('an entry stored before entries kept the POI still reads as its address', async ({ page }) => {
  const old = {
    kind: 'point',
    at: '2026-11-20T08:05:00.000Z',
    lat: 39.915119,
    lng: 116.403963,
    label: '北京市东城区',
  };
  await page.addInitScript((entry) => {
    if (!localStorage.getItem('app-ui'))
      localStorage.setItem('app-ui', JSON.stringify({ state: { lookups: [entry] }, version: 0 }));
  }, old);
  await page.goto('/');
  await page.getByRole('button', { name: '历史' }).click();
  const entries = page
    .getByRole('dialog', { name: '查询历史' })
    .getByRole('list', { name: '查询历史' })
    .getByRole('button');
  await expect(entries.last()).toHaveAccessibleName(
    /^位置 北京市东城区 39\.9151, 116\.4040 11月20日 \d\d:05$/,
  );
});

test('the history exports as CSV with a BOM, written in a worker, that reads back row for row', async ({
  page,
}) => {
  const map = new MapPage(page);
  await map.open('?lat=39.915119&lng=116.403963&z=14');
  await expect(map.answer).toContainText('东城区');
  await page.getByRole('button', { name: '历史' }).click();
  const history = page.getByRole('dialog', { name: '查询历史' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    history.getByRole('button', { name: '导出 CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('lookup-history.csv');
  const text = await readFile(await download.path(), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const rows = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
  expect(rows[0]).toEqual(['kind', 'time', 'lat_gcj02', 'lng_gcj02', 'label', 'name']);
  expect(rows[1]!.slice(2, 4)).toEqual(['39.915119', '116.403963']);
  expect(rows[1]![4]).toContain('东城区');
});

test('recent cigarette searches and the history are one list: each clear empties both', async ({ page }) => {
  const panel = page.getByRole('region', { name: '卷烟' });
  const recent = panel.getByRole('navigation', { name: '最近查询' });
  const history = page.getByRole('dialog', { name: '查询历史' });
  const entries = history.getByRole('list', { name: '查询历史' }).getByRole('button');
  await page.goto(`/?cig=${encodeURIComponent('中华(硬)')}`);
  await expect(recent.getByRole('button', { name: '中华(硬)' })).toBeVisible();
  await page.getByRole('button', { name: '历史' }).click();
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toHaveAccessibleName(/^卷烟 中华\(硬\) /);
  await history.getByRole('button', { name: '清空历史' }).click();
  await history.getByRole('button', { name: '关闭' }).click();
  await expect(recent).toHaveCount(0);

  const nameBox = panel.getByRole('combobox', { name: '卷烟名称' });
  await nameBox.fill('玉溪(软)');
  await nameBox.press('Enter');
  await expect(recent.getByRole('button', { name: '玉溪(软)' })).toBeVisible();
  await recent.getByRole('button', { name: '清除' }).click();
  await expect(recent).toHaveCount(0);
  await page.getByRole('button', { name: '历史' }).click();
  await expect(history.getByText('还没有查询记录。')).toBeVisible();
});
