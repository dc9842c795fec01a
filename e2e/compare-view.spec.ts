import { expect, test, type Locator, type Page } from '@playwright/test';
import { fakeUpstream } from '../test-support/fake-upstream-control';
import { upstreamAppUrl } from '../test-support/ports';

// The compare view (/compare): products as columns, fields as rows, against the app in upstream
// mode (the fake upstream gives whole records: every field, scores and barcodes included).

const FOUR = ['中华(硬)', '中华(软)', '玉溪(软)', '芙蓉王(硬)'];
const RECORDS = {
  '中华(硬)': { single_price: 45, overall_score: 8.6, taste_score: 8.5, main_color: '红色' },
  '中华(软)': {
    single_price: 65,
    overall_score: 8.7,
    taste_score: 8.4,
    main_color: '深蓝色 #1B2F6B',
    carton_code: '6901028075879',
  },
  '玉溪(软)': { single_price: 23, overall_score: 8.5, taste_score: 8.6, tar_content: 10 },
  '芙蓉王(硬)': { single_price: 25, overall_score: 7.9, taste_score: 8.5, secondary_color: '#E6B422' },
};
const compareUrl = (names: string[], extra = '') =>
  `${upstreamAppUrl}/compare?${names.map((name) => `cig=${encodeURIComponent(name)}`).join('&')}${extra}`;
const view = (page: Page) => page.getByRole('region', { name: '卷烟对比', exact: true });
const headers = (page: Page) => page.getByTestId('compare-product');
const names = (page: Page) => headers(page).locator('.cmp-name');
const params = (page: Page) => new URL(page.url()).searchParams;

test.beforeEach(async ({ request }) => {
  await fakeUpstream.reset(request);
  await fakeUpstream.set(request, { cig: { records: RECORDS } });
});
test.afterEach(async ({ request }) => {
  await fakeUpstream.reset(request);
});

/** Every product's record has arrived: no column is still looking up. */
async function loaded(page: Page, count: number) {
  await expect(headers(page)).toHaveCount(count);
  await expect(view(page).locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * Rows whose cells (the label and each product's value) do not start at one top edge (±2 px), and values (text, meters, swatches, barcodes,
 * marks) that overlap each other or reach outside their cell, or a cell whose content is clipped.
 */
function layoutProblems(table: Element): string[] {
  const problems: string[] = [];
  const inside = (inner: DOMRect, outer: DOMRect) =>
    inner.left >= outer.left - 0.5 &&
    inner.right <= outer.right + 0.5 &&
    inner.top >= outer.top - 0.5 &&
    inner.bottom <= outer.bottom + 0.5;
  const meets = (a: DOMRect, b: DOMRect) =>
    a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
  for (const row of table.querySelectorAll('tbody tr[data-row]')) {
    const id = row.getAttribute('data-row');
    const cells = [...row.children];
    // Where each cell's content starts: the label's text, each product's value.
    const tops = cells.map((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell.querySelector('.cmp-value') ?? cell);
      return range.getBoundingClientRect().top;
    });
    if (Math.max(...tops) - Math.min(...tops) > 2) problems.push(`${id}: tops ${tops.join(', ')}`);
    for (const [index, cell] of cells.entries()) {
      const box = cell.getBoundingClientRect();
      if (cell.scrollWidth > cell.clientWidth) problems.push(`${id}[${index}]: clipped`);
      const parts: DOMRect[] = [];
      const value = cell.querySelector('.cmp-value');
      if (value) {
        const walker = document.createTreeWalker(value, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          parts.push(...range.getClientRects());
        }
        for (const part of value.querySelectorAll('[role="meter"], svg, [data-testid="cigarettes-swatch"]'))
          parts.push(part.getBoundingClientRect());
      }
      const mark = cell.querySelector('[data-testid="compare-mark"]')?.getBoundingClientRect();
      for (const part of mark ? [...parts, mark] : parts)
        if (!inside(part, box)) problems.push(`${id}[${index}]: outside its cell`);
      if (mark && parts.some((part) => meets(part, mark))) problems.push(`${id}[${index}]: mark overlaps`);
    }
  }
  return problems;
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`four products line up, nothing overlapped or clipped (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(compareUrl(FOUR));
    await loaded(page, 4);
    await expect(names(page)).toHaveText(FOUR);
    const table = view(page).getByRole('table');
    expect(await table.evaluate(layoutProblems)).toEqual([]);

    // The better and the worse value of a row are marked: the cheapest and the dearest pack.
    const pack = table.locator('tr[data-row="single_price"] td');
    await expect(pack.nth(2).getByTestId('compare-mark')).toHaveText('较优');
    await expect(pack.nth(1).getByTestId('compare-mark')).toHaveText('较差');
    await expect(pack.nth(0).getByTestId('compare-mark')).toHaveCount(0);

    // Readable sizes: a score bar at least 100 px (a difference of 0.1 is a pixel or more), barcodes
    // at least 130 px, a swatch at least 20 px, and the hex colour's text whole.
    for (const meter of await table.getByRole('meter').all())
      expect((await meter.boundingBox())!.width).toBeGreaterThanOrEqual(100);
    for (const barcode of await table.getByRole('img').all())
      expect((await barcode.boundingBox())!.width).toBeGreaterThanOrEqual(130);
    const colour = table.locator('tr[data-row="main_color"] td').nth(1);
    await expect(colour).toHaveText('深蓝色 #1B2F6B');
    expect((await colour.getByTestId('cigarettes-swatch').boundingBox())!.width).toBeGreaterThanOrEqual(20);

    // The view is no wider than the screen: only the table's own scroller scrolls sideways.
    const whole = (await view(page).boundingBox())!;
    expect(whole.x).toBeGreaterThanOrEqual(0);
    expect(whole.x + whole.width).toBeLessThanOrEqual(viewport.width);
    expect(await view(page).evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
  });
}

test('on a phone, two products at a time beside sticky labels; swipe or step to the others', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(compareUrl(FOUR));
  await loaded(page, 4);
  const scroller = page.getByTestId('compare-scroll');
  const label = view(page).getByRole('rowheader', { name: '单包价' });
  const shownColumns = () =>
    scroller.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return [...element.querySelectorAll('.cmp-product')].flatMap((th, index) => {
        const cell = th.getBoundingClientRect();
        return cell.left >= box.left - 1 && cell.right <= box.right + 1 ? [index] : [];
      });
    });
  const labelX = (await label.boundingBox())!.x;
  await expect.poll(shownColumns).toEqual([0, 1]);
  await expect(view(page).getByText('第 1–2 种，共 4 种')).toBeVisible();

  // A swipe (a sideways scroll of the table) brings the next products; the labels stay where they were.
  await scroller.hover();
  await page.mouse.wheel(400, 0);
  await expect.poll(shownColumns).toEqual([2, 3]);
  expect((await label.boundingBox())!.x).toBeCloseTo(labelX, 0);
  await expect(view(page).getByText('第 3–4 种，共 4 种')).toBeVisible();

  // The buttons do the same, one product at a time.
  await view(page).getByRole('button', { name: '← 上一种' }).click();
  await expect.poll(shownColumns).toEqual([1, 2]);
  await expect(view(page).getByText('第 2–3 种，共 4 种')).toBeVisible();
});

test('add, move and remove products and turn on only differences: the URL restores each, Back and Forward walk them', async ({
  page,
}) => {
  await page.goto(compareUrl(FOUR.slice(0, 2)));
  await loaded(page, 2);

  await view(page).getByRole('combobox', { name: '卷烟名称' }).fill('玉溪(软)');
  await page.getByRole('button', { name: '添加', exact: true }).click();
  await loaded(page, 3);
  expect(params(page).getAll('cig')).toEqual(['中华(硬)', '中华(软)', '玉溪(软)']);

  await page.getByRole('button', { name: '将 玉溪(软) 左移' }).click();
  await expect(names(page)).toHaveText(['中华(硬)', '玉溪(软)', '中华(软)']);
  expect(params(page).getAll('cig')).toEqual(['中华(硬)', '玉溪(软)', '中华(软)']);

  await page.getByRole('button', { name: '移除 中华(硬)' }).click();
  await expect(names(page)).toHaveText(['玉溪(软)', '中华(软)']);

  await page.getByRole('checkbox', { name: '只看不同项' }).check();
  expect(params(page).get('diff')).toBe('1');
  await expect(view(page).getByRole('rowheader', { name: '类型', exact: true })).toHaveCount(0);

  await page.reload();
  await loaded(page, 2);
  await expect(names(page)).toHaveText(['玉溪(软)', '中华(软)']);
  await expect(page.getByRole('checkbox', { name: '只看不同项' })).toBeChecked();
  await expect(view(page).getByRole('rowheader', { name: '类型', exact: true })).toHaveCount(0);

  await page.goBack();
  await expect(page.getByRole('checkbox', { name: '只看不同项' })).not.toBeChecked();
  await expect(view(page).getByRole('rowheader', { name: '类型', exact: true })).toHaveCount(1);
  await page.goBack();
  await expect(names(page)).toHaveText(['中华(硬)', '玉溪(软)', '中华(软)']);
  await page.goBack();
  await expect(names(page)).toHaveText(['中华(硬)', '中华(软)', '玉溪(软)']);
  await page.goBack();
  await expect(names(page)).toHaveText(['中华(硬)', '中华(软)']);
  await page.goForward();
  await page.goForward();
  await expect(names(page)).toHaveText(['中华(硬)', '玉溪(软)', '中华(软)']);
});

test('only differences hides the rows where every product is the same, and says how many', async ({
  page,
}) => {
  await page.goto(compareUrl(FOUR));
  await loaded(page, 4);
  const rows = view(page).locator('tbody tr[data-row] th');
  const all = await rows.count();
  await page.getByRole('checkbox', { name: '只看不同项' }).check();
  // The rows left are on screen (the note above the table does not squeeze it away).
  await expect(rows.first()).toBeInViewport();
  // The four differ in the pack price (and so per cigarette), tar, both colours, the carton barcode and two scores.
  const differing = ['单包价', '每支价', '焦油量', '主色', '辅色', '条盒条码', '口感', '综合'];
  await expect(rows).toHaveText(differing);
  await expect(view(page).getByRole('status').filter({ hasText: '已隐藏' })).toHaveText(
    `已隐藏 ${all - differing.length} 个相同项`,
  );
  await page.getByRole('checkbox', { name: '只看不同项' }).uncheck();
  await expect(rows).toHaveCount(all);
});

test('a name that is not found says so in its column; the others still load', async ({ page, request }) => {
  await fakeUpstream.set(request, { cig: { records: RECORDS, notFound: { 玉西: ['玉溪(软)'] } } });
  await page.goto(compareUrl(['中华(硬)', '玉西', '中华(软)']));
  await expect(headers(page).nth(1)).toContainText('未找到这种卷烟');
  await expect(view(page).locator('tr[data-row="single_price"] td').nth(0)).toContainText('45 元/包');
  await expect(view(page).locator('tr[data-row="single_price"] td').nth(2)).toContainText('65 元/包');
  // The column stays (the link still names it) until it is replaced by a suggestion or removed.
  expect(params(page).getAll('cig')).toEqual(['中华(硬)', '玉西', '中华(软)']);
  await page.getByRole('button', { name: '换成 玉溪(软)' }).click();
  await loaded(page, 3);
  expect(params(page).getAll('cig')).toEqual(['中华(硬)', '玉溪(软)', '中华(软)']);
});

test('a table for screen readers, worked by keyboard', async ({ page }) => {
  await page.goto(compareUrl(FOUR.slice(0, 3)));
  await loaded(page, 3);
  const table: Locator = view(page).getByRole('table', { name: '3 种卷烟逐项对比' });
  await expect(table.getByRole('columnheader')).toHaveCount(4);
  await expect(table.getByRole('columnheader', { name: '中华(软)' })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: '单包价' })).toBeVisible();
  const right = page.getByRole('button', { name: '将 中华(硬) 右移' });
  await right.focus();
  await page.keyboard.press('Enter');
  await expect(names(page)).toHaveText(['中华(软)', '中华(硬)', '玉溪(软)']);
});

test('the cards on the map page and the catalog both lead to the compare view', async ({ page }) => {
  await page.goto(
    `${upstreamAppUrl}/?cig=${encodeURIComponent('中华(硬)')}&cig=${encodeURIComponent('中华(软)')}`,
  );
  const panel = page.getByRole('region', { name: '卷烟' });
  await expect(panel.getByRole('article')).toHaveCount(2);
  await panel.getByRole('link', { name: '并排对比（2 种）' }).click();
  await expect(page).toHaveURL(/\/compare\?cig=/);
  await loaded(page, 2);
  await expect(names(page)).toHaveText(['中华(硬)', '中华(软)']);
  await page.goBack();
  await expect(panel.getByRole('article')).toHaveCount(2);
});
