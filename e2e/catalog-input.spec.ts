import { expect, test, type Page, type Request } from '@playwright/test';

// What the catalog (/cigarettes, the sample catalog of 40 products) does with input it cannot send:
// a price range out of order or negative, a bad link, a page past the end.

const catalog = (page: Page) => page.getByRole('region', { name: '卷烟目录' });
const cards = (page: Page) => catalog(page).getByTestId('catalog-card');
const total = (page: Page) => catalog(page).getByRole('status').filter({ hasText: /^共/ });
const browseCalls = (page: Page) => {
  const seen: URLSearchParams[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/cigarettes/browse') seen.push(url.searchParams);
  });
  return seen;
};

test('a price range out of order or negative is said beside the fields in Chinese and never sent', async ({
  page,
}) => {
  const calls = browseCalls(page);
  await page.goto('/cigarettes');
  await expect(total(page)).toHaveText('共 40 种');
  const lowest = catalog(page).getByLabel('最低价');
  const highest = catalog(page).getByLabel('最高价');

  await highest.fill('10');
  await expect(page).toHaveURL(/price_max=10/);
  await lowest.fill('30');
  await expect(catalog(page).getByText('最低价不能高于最高价')).toBeVisible();
  await expect(lowest).toBeVisible();
  await expect(highest).toHaveAttribute('aria-invalid', 'true');
  await lowest.fill('-5');
  await expect(catalog(page).getByText('请输入不小于 0 的数字')).toBeVisible();
  // Put right, the range is sent: the invalid ones before it never were.
  await lowest.fill('5');
  await expect(page).toHaveURL(/price_min=5&price_max=10|price_max=10.*price_min=5/);
  await expect(total(page)).not.toHaveText('共 40 种');
  expect(calls.some((params) => params.get('price_min') === '5')).toBe(true);
  for (const params of calls) {
    const [min, max] = [params.get('price_min'), params.get('price_max')];
    expect(min === null || Number(min) >= 0).toBe(true);
    expect(min === null || max === null || Number(min) <= Number(max)).toBe(true);
  }
  await expect(catalog(page).getByRole('alert')).toHaveCount(0);
});

test("a bad link's parameters are dropped with a notice, and the rest of it loads", async ({ page }) => {
  const calls = browseCalls(page);
  await page.goto('/cigarettes?type=%E6%B7%B7%E5%90%88%E5%9E%8B&price_min=-5&sort=cheapest&page=abc');
  await expect(total(page)).toHaveText('共 1 种');
  const notice = page.getByRole('alert').filter({ hasText: '链接中的部分筛选条件无效' });
  await expect(notice).toContainText('最低价（-5）');
  await expect(notice).toContainText('排序（cheapest）');
  await expect(notice).toContainText('页码（abc）');
  await expect(notice).not.toContainText(/must|number|one of|price_min|sort=|page=/);
  await expect(catalog(page).getByText(/加载失败/)).toHaveCount(0);
  for (const params of calls) expect([...params.keys()]).toEqual(['type']);

  await page.goto('/cigarettes?price_min=50&price_max=10');
  await expect(page.getByRole('alert').filter({ hasText: '链接中的部分筛选条件无效' })).toContainText(
    '最高价（10）',
  );
  await expect(total(page)).toHaveText(/^共 \d+ 种$/);
});

test('a garbled link: the undecodable filter is dropped, the notice names it in words at the top, its button on one line', async ({
  page,
}) => {
  await page.goto('/cigarettes?price_min=abc&type=%E0%A4%A');
  await expect(total(page)).toHaveText('共 40 种');
  const notice = page.getByRole('alert');
  await expect(notice).toHaveText(/^链接中的部分筛选条件无效，已忽略：类型和最低价（abc）知道了$/);
  await expect(notice).not.toContainText(/\uFFFD|price_min|type/);
  await expect(catalog(page).getByText('\uFFFD')).toHaveCount(0);
  // Above the catalog's title, not down the sidebar.
  const [noticeBox, titleBox] = [
    await notice.boundingBox(),
    await catalog(page).getByRole('heading').first().boundingBox(),
  ];
  expect(noticeBox!.y + noticeBox!.height).toBeLessThanOrEqual(titleBox!.y);
  const button = notice.getByRole('button', { name: '知道了' });
  const lines = await button.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
  expect(lines).toBe(1);
  await button.click();
  await expect(notice).toHaveCount(0);
});

test('a page past the end shows the last page', async ({ page }) => {
  await page.goto('/cigarettes?page=99999');
  await expect(catalog(page).getByText('第 2 / 2 页')).toBeVisible();
  await expect(cards(page)).toHaveCount(16);
  await expect(page).toHaveURL(/page=2$/);
  await expect(catalog(page).getByText('没有符合条件的卷烟。')).toHaveCount(0);
});
