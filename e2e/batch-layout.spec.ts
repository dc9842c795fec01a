import { expect, test, type Page } from '@playwright/test';
import { BatchPage } from './pages/batch-page';
import { batchCsv } from '../test-support/batch-file';

// The results table takes the height the view has left under its controls (#37: it showed 3 rows at 1280×800).

/** Rows wholly visible: the page shows the row just inside its top and bottom edges (not clipped, covered or off screen). */
function fullyVisibleRows(page: Page) {
  return page.evaluate(() => {
    const rows = [...document.querySelectorAll('[data-testid="batch-scroll"] [role="row"]')];
    const shows = (row: Element, x: number, y: number) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && row.contains(hit);
    };
    return rows.filter((row) => {
      const box = row.getBoundingClientRect();
      return shows(row, box.left + 8, box.top + 4) && shows(row, box.left + 8, box.bottom - 4);
    }).length;
  });
}

/** Height in the batch region left under the table (px): the view's padding, when the table takes what there is. */
async function spaceUnderTable(page: Page) {
  const region = (await page.getByRole('region', { name: '批量查询' }).boundingBox())!;
  const table = (await page.getByRole('table', { name: '查询结果' }).boundingBox())!;
  return region.y + region.height - (table.y + table.height);
}

async function runSmallFile(page: Page) {
  const batch = new BatchPage(page);
  await batch.open();
  await batch.drop('stores.csv', batchCsv(40).text);
  await batch.start();
  await batch.expectDone(40);
  return batch;
}

test('at 1280×800 the finished table shows at least 10 whole rows, and more on a taller window', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await runSmallFile(page);
  await expect.poll(() => fullyVisibleRows(page)).toBeGreaterThanOrEqual(10);
  const at800 = await fullyVisibleRows(page);
  expect(await spaceUnderTable(page)).toBeLessThanOrEqual(16);

  await page.setViewportSize({ width: 1280, height: 1080 });
  await expect.poll(() => fullyVisibleRows(page)).toBeGreaterThanOrEqual(at800 + 5);
});

test('on a phone (390×844) the table shows rows above the fold, under the controls', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await runSmallFile(page);
  await expect.poll(() => fullyVisibleRows(page)).toBeGreaterThanOrEqual(7);
  expect(await spaceUnderTable(page)).toBeLessThanOrEqual(16);
});
