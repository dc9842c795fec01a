import { expect, test, type Page } from '@playwright/test';
import { fakeUpstream } from '../test-support/fake-upstream-control';
import { upstreamAppUrl } from '../test-support/ports';

// The catalog view (/cigarettes) over the sample catalog of 40 products: offline, and with an
// upstream (the fake one) giving the records.

const catalog = (page: Page) => page.getByRole('region', { name: '卷烟目录' });
const cards = (page: Page) => catalog(page).getByTestId('catalog-card');
const total = (page: Page) => catalog(page).getByRole('status').filter({ hasText: /^共/ });
const params = (page: Page) => new URL(page.url()).searchParams;

test('browse: filter, sort, page, reload and back keep the state in the URL', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: '卷烟目录' }).click();
  await expect(page).toHaveURL(/\/cigarettes$/);
  await expect(total(page)).toHaveText('共 40 种');
  await expect(cards(page)).toHaveCount(24);

  await catalog(page).getByRole('checkbox', { name: '软盒（8）' }).check();
  await expect(total(page)).toHaveText('共 8 种');
  expect(params(page).getAll('package_type')).toEqual(['软盒']);

  await catalog(page).getByLabel('排序').selectOption('-single_price');
  await expect(cards(page).first().getByRole('heading')).toHaveText('中华(软)');
  expect(params(page).get('sort')).toBe('-single_price');

  await page.reload();
  await expect(total(page)).toHaveText('共 8 种');
  await expect(catalog(page).getByRole('checkbox', { name: '软盒（8）' })).toBeChecked();
  await expect(catalog(page).getByLabel('排序')).toHaveValue('-single_price');
  await expect(cards(page).first().getByRole('heading')).toHaveText('中华(软)');

  await catalog(page).getByRole('checkbox', { name: '软盒（8）' }).uncheck();
  await expect(total(page)).toHaveText('共 40 种');
  await catalog(page).getByRole('button', { name: '下一页' }).click();
  await expect(cards(page)).toHaveCount(16);
  await expect(catalog(page).getByText('第 2 / 2 页')).toBeVisible();
  expect(params(page).get('page')).toBe('2');

  await page.goBack();
  await expect(cards(page)).toHaveCount(24);
  await page.goBack();
  await expect(total(page)).toHaveText('共 8 种');
});

test('a text filter with no match says so and offers to clear the filters', async ({ page }) => {
  await page.goto('/cigarettes?type=%E6%B7%B7%E5%90%88%E5%9E%8B');
  await expect(total(page)).toHaveText('共 1 种');
  await catalog(page).getByLabel('名称、拼音或首字母').fill('不存在的烟');
  await expect(catalog(page).getByText('没有符合条件的卷烟。')).toBeVisible();
  expect(params(page).get('q')).toBe('不存在的烟');
  await catalog(page).getByRole('button', { name: '清除筛选' }).click();
  await expect(total(page)).toHaveText('共 40 种');
  await expect(catalog(page).getByLabel('名称、拼音或首字母')).toHaveValue('');
});

test('a card opens the whole record, adds it to the comparison and leads to the compare view', async ({
  page,
}) => {
  await page.goto('/cigarettes?q=zhonghua&sort=single_price');
  await expect(total(page)).toHaveText('共 4 种');
  await catalog(page).getByRole('button', { name: '查看 中华(硬) 的完整信息' }).click();
  const dialog = page.getByRole('dialog', { name: '中华(硬)' });
  await expect(dialog.getByRole('article', { name: '中华(硬)' })).toBeVisible();
  await dialog.getByRole('button', { name: '加入对比' }).click();
  await expect(dialog.getByRole('status')).toHaveText('已加入对比（1 / 4）');
  expect(params(page).getAll('cig')).toEqual(['中华(硬)']);
  expect(params(page).get('q')).toBe('zhonghua');

  await dialog.getByRole('link', { name: '查看对比' }).click();
  await expect(page).toHaveURL(/\/compare\?cig=/);
  expect(params(page).getAll('cig')).toEqual(['中华(硬)']);
  await expect(page.getByRole('columnheader', { name: '中华(硬)' })).toBeVisible();
  await page.goBack();
  await expect(total(page)).toHaveText('共 4 种');
});

test('on a phone the results come first: a card above the fold, the filters behind 筛选 (n), applied as chips', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/cigarettes');
  await expect(cards(page)).toHaveCount(24);
  const [first, second] = [await cards(page).nth(0).boundingBox(), await cards(page).nth(1).boundingBox()];
  expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
  // The first product starts in the top half of the screen (it was at y = 687 of 844 below the filters).
  expect(first!.y).toBeLessThan(844 / 2);
  await expect(catalog(page).getByRole('form', { name: '筛选' })).toHaveCount(0);

  await catalog(page).getByRole('button', { name: '筛选（0）' }).click();
  const sheet = page.getByRole('dialog', { name: '筛选' });
  await sheet.getByRole('checkbox', { name: '软盒（8）' }).check();
  await expect(total(page)).toHaveText('共 8 种');
  await sheet.getByRole('button', { name: '关闭' }).click();
  await expect(sheet).toBeHidden();
  const chips = catalog(page).getByRole('list', { name: '已选条件' });
  await expect(chips.getByRole('listitem')).toHaveText(['软盒×']);
  await expect(catalog(page).getByRole('button', { name: '筛选（1）' })).toBeVisible();
  await chips.getByRole('button', { name: '移除 软盒' }).click();
  await expect(total(page)).toHaveText('共 40 种');
  await expect(chips).toHaveCount(0);
});

test('at 390 px the header title reads more than one character', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/cigarettes', '/']) {
    await page.goto(path);
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toHaveText('地址与卷烟查询');
    // Every character is shown (wrapped if need be), none cut off by the ellipsis.
    const cut = await title.evaluate(
      (h) => h.scrollWidth > h.clientWidth + 1 || h.scrollHeight > h.clientHeight + 1,
    );
    expect(cut).toBe(false);
    expect((await title.boundingBox())!.width).toBeGreaterThan(4 * 14);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(overflow).toBe(390);
  }
});

test('on a phone nothing is wider than the screen, and a card opens its record within it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/cigarettes?q=zhonghua');
  await expect(cards(page)).toHaveCount(4);
  const overflow = await page.evaluate(() => {
    const view = document.querySelector('.catalog')!;
    return [document.documentElement.scrollWidth, view.scrollWidth - view.clientWidth];
  });
  expect(overflow).toEqual([390, 0]);
  await catalog(page).getByRole('button', { name: '查看 中华(硬) 的完整信息' }).click();
  const dialog = page.getByRole('dialog', { name: '中华(硬)' });
  const box = await dialog.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  expect(box!.y + box!.height).toBeLessThanOrEqual(844);
  // The record is taller than the screen: the dialog scrolls to its button.
  const add = dialog.getByRole('button', { name: '加入对比' });
  await add.scrollIntoViewIfNeeded();
  await expect(add).toBeInViewport();
});

test('by keyboard: filter, page, open a card, add it, and Escape returns to the card', async ({ page }) => {
  await page.goto('/cigarettes');
  await expect(cards(page)).toHaveCount(24);
  const soft = catalog(page).getByRole('checkbox', { name: '软盒（8）' });
  await soft.focus();
  await page.keyboard.press('Space');
  await expect(total(page)).toHaveText('共 8 种');
  await expect(soft).toBeChecked();
  await page.keyboard.press('Space');
  await expect(total(page)).toHaveText('共 40 种');

  await catalog(page).getByRole('button', { name: '下一页' }).focus();
  await page.keyboard.press('Enter');
  await expect(catalog(page).getByText('第 2 / 2 页')).toBeVisible();
  expect(params(page).get('page')).toBe('2');

  const open = catalog(page).getByRole('button', { name: '查看 中华(硬) 的完整信息' });
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '中华(硬)' });
  await expect(dialog).toBeVisible();
  const add = dialog.getByRole('button', { name: '加入对比' });
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('status')).toHaveText('已加入对比（1 / 4）');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  expect(params(page).getAll('cig')).toEqual(['中华(硬)']);
});

test('with an upstream, a product it does not know is a card saying so, not left out', async ({
  page,
  request,
}) => {
  await fakeUpstream.reset(request);
  await fakeUpstream.set(request, { cig: { notFound: { '中华(软)': [] } } });
  try {
    await page.goto(`${upstreamAppUrl}/cigarettes?q=zhonghua&sort=single_price`);
    await expect(total(page)).toHaveText('共 4 种');
    await expect(cards(page)).toHaveCount(4);
    const missing = cards(page).filter({ has: page.getByRole('heading', { name: '中华(软)' }) });
    await expect(missing).toContainText('未找到');
    await expect(missing.getByRole('button')).toHaveCount(0);
    // The others are the upstream's records (the fake's price), each opening its whole record.
    await expect(cards(page).first()).toContainText('45 元/包');
    await catalog(page).getByRole('button', { name: '查看 中华(硬) 的完整信息' }).click();
    await expect(page.getByRole('dialog', { name: '中华(硬)' })).toBeVisible();
  } finally {
    await fakeUpstream.reset(request);
  }
});
