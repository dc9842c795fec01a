import { expect, test, type Locator, type Page } from '@playwright/test';
import { fakeUpstream } from '../test-support/fake-upstream-control';
import { upstreamAppUrl } from '../test-support/ports';

// The cigarette panel against the real server: the offline sample catalog, and
// the upstream-mode app talking to the fake upstream (whose record carries scores and barcodes).

const panel = (page: Page) => page.getByRole('region', { name: '卷烟' });
const nameBox = (page: Page) => panel(page).getByRole('combobox', { name: '卷烟名称' });
const card = (page: Page, name: string) => panel(page).getByRole('article', { name });
const value = (scope: Locator, label: string) =>
  scope
    .locator('.cig-row')
    .filter({ has: scope.page().getByText(label, { exact: true }) })
    .locator('dd');

async function lookUp(page: Page, name: string, button: '查询' | '加入对比' = '查询') {
  await nameBox(page).fill(name);
  await panel(page).getByRole('button', { name: button }).click();
}

test('searching 中华(硬) shows its card with prices, and the URL names it', async ({ page }) => {
  await page.goto('/');
  await lookUp(page, '中华(硬)');
  const hard = card(page, '中华(硬)');
  await expect(hard).toBeVisible();
  await expect(value(hard, '单包价')).toHaveText('45 元/包');
  await expect(value(hard, '条价')).toHaveText('450 元/条');
  await expect(value(hard, '每支价')).toHaveText('2.25 元/支');
  await expect(value(hard, '焦油量')).toHaveText('11 mg');
  await expect(value(hard, '批发价')).toHaveText('—');
  await expect(value(hard, '主色')).toHaveText('红色');
  expect(new URL(page.url()).searchParams.getAll('cig')).toEqual(['中华(硬)']);
});

test('in upstream mode the card draws the five scores as meters and the barcodes as EAN-13', async ({
  page,
  request,
}) => {
  await fakeUpstream.reset(request);
  await page.goto(`${upstreamAppUrl}/`);
  await lookUp(page, '中华(硬)');
  const hard = card(page, '中华(硬)');
  await expect(value(hard, '单包价')).toHaveText('45 元/包');
  await expect(value(hard, '批发价')).toHaveText('未知');
  const meters = hard.getByRole('meter');
  await expect(meters).toHaveCount(5);
  await expect(hard.getByRole('meter', { name: '口感：8.5 / 10' })).toHaveAttribute('aria-valuenow', '8.5');
  for (const meter of await meters.all()) await expect(meter).toHaveAttribute('aria-valuemax', '10');
  const barcode = hard.getByRole('img', { name: '条盒条码 6901028075862' });
  await expect(barcode.locator('rect').nth(10)).toBeAttached();
  await expect(barcode).toContainText('690102');
  // The upstream offers no /api/cigarettes: typing shows no list and no error.
  await nameBox(page).fill('中华');
  await expect(panel(page).getByRole('alert')).toHaveCount(0);
  await expect(panel(page).getByRole('listbox')).toBeHidden();
});

test("in upstream mode a card's 429 counts its wait down, and the retry is offered at zero", async ({
  page,
  request,
}) => {
  await fakeUpstream.reset(request);
  await fakeUpstream.set(request, { cig: { status: 429, headers: { 'retry-after': '3' } } });
  await page.goto(`${upstreamAppUrl}/`);
  await lookUp(page, '中华(硬)');
  const problem = panel(page).getByRole('group', { name: '中华(硬)' });
  const retry = problem.getByRole('button', { name: '重试' });
  await expect(problem.getByRole('alert')).toHaveText('查询“中华(硬)”失败：请求过于频繁，3 秒后可再试');
  await expect(retry).toBeDisabled();
  await expect(problem.getByRole('alert')).toHaveText('查询“中华(硬)”失败：请求过于频繁，2 秒后可再试');
  await expect(problem.getByRole('alert')).toHaveText('查询“中华(硬)”失败：请求过于频繁，1 秒后可再试');
  await expect(retry).toBeEnabled();
  await fakeUpstream.reset(request);
  await retry.click();
  await expect(value(card(page, '中华(硬)'), '单包价')).toHaveText('45 元/包');
});

test('a misspelt name offers suggestions; clicking one shows its card', async ({ page }) => {
  await page.goto('/');
  await lookUp(page, '中毕(硬)');
  await expect(panel(page).getByRole('alert')).toHaveText('未找到“中毕(硬)”');
  const didYouMean = panel(page).getByRole('navigation', { name: '您是不是要找：' });
  await didYouMean.getByRole('button', { name: '中华(硬)' }).click();
  await expect(value(card(page, '中华(硬)'), '单包价')).toHaveText('45 元/包');
  await expect(nameBox(page)).toHaveValue('中毕(硬)');
  expect(new URL(page.url()).searchParams.getAll('cig')).toEqual(['中华(硬)']);
});

test('a name not found takes no compare slot and leaves the URL', async ({ page }) => {
  const names = ['中华(硬)', '中华(软)', '中毕(硬)'];
  await page.goto(`/?${names.map((name) => `cig=${encodeURIComponent(name)}`).join('&')}`);
  await expect(panel(page).getByRole('alert')).toHaveText('未找到“中毕(硬)”');
  await expect(
    panel(page).getByRole('navigation', { name: '您是不是要找：' }).getByRole('button', { name: '中华(硬)' }),
  ).toBeVisible();
  await expect.poll(() => new URL(page.url()).searchParams.getAll('cig')).toEqual(['中华(硬)', '中华(软)']);
  await expect(panel(page).getByRole('list', { name: '卷烟卡片' }).getByRole('listitem')).toHaveCount(2);
  await lookUp(page, '玉溪(软)', '加入对比');
  await expect(card(page, '玉溪(软)')).toBeVisible();
  expect(new URL(page.url()).searchParams.getAll('cig')).toEqual(['中华(硬)', '中华(软)', '玉溪(软)']);
});

test('two cards compare side by side with the better and worse value marked', async ({ page }) => {
  await page.goto('/');
  await lookUp(page, '中华(硬)');
  await expect(card(page, '中华(硬)')).toBeVisible();
  await lookUp(page, '中华(软)', '加入对比');
  const hard = card(page, '中华(硬)');
  const soft = card(page, '中华(软)');
  await expect(value(soft, '单包价')).toHaveText('65 元/包较差');
  await expect(value(hard, '单包价')).toHaveText('45 元/包较优');
  const [a, b] = [await hard.boundingBox(), await soft.boundingBox()];
  expect(b!.x).toBeGreaterThan(a!.x + a!.width - 1);
  expect(Math.abs(b!.y - a!.y)).toBeLessThan(2);
  expect(new URL(page.url()).searchParams.getAll('cig')).toEqual(['中华(硬)', '中华(软)']);
  await page.goBack();
  await expect(soft).toHaveCount(0);
  await expect(hard).toBeVisible();
});

test('opening /?cig=中华(硬) shows that card', async ({ page }) => {
  await page.goto(`/?cig=${encodeURIComponent('中华(硬)')}`);
  await expect(value(card(page, '中华(硬)'), '条价')).toHaveText('450 元/条');
});

test('autocomplete works from the keyboard: choosing a name looks it up', async ({ page }) => {
  await page.goto('/');
  await nameBox(page).pressSequentially('玉溪');
  const listbox = panel(page).getByRole('listbox', { name: '名称建议' });
  await expect(listbox.getByRole('option', { name: '玉溪(软)' })).toBeVisible();
  await nameBox(page).press('ArrowDown');
  await expect(listbox.getByRole('option', { selected: true })).toHaveText('玉溪(软)');
  await nameBox(page).press('Enter');
  await expect(nameBox(page)).toHaveValue('玉溪(软)');
  await expect(value(card(page, '玉溪(软)'), '单包价')).toHaveText('23 元/包');
  await expect(page.getByTestId('cigarettes-announcer')).toHaveText('已显示“玉溪(软)”的卡片，共 1 张');
  await expect(
    panel(page).getByRole('navigation', { name: '最近查询' }).getByRole('button', { name: '玉溪(软)' }),
  ).toBeVisible();
});

test('pinyin initials find 中华 in the suggestions, and the keyboard looks it up', async ({ page }) => {
  await page.goto('/');
  await nameBox(page).pressSequentially('zh');
  const listbox = panel(page).getByRole('listbox', { name: '名称建议' });
  await expect(listbox.getByRole('option', { name: '中华(硬)' })).toBeVisible();
  for (let step = 0; step < 10; step++) {
    await nameBox(page).press('ArrowDown');
    if ((await listbox.getByRole('option', { selected: true }).textContent()) === '中华(硬)') break;
  }
  await nameBox(page).press('Enter');
  await expect(value(card(page, '中华(硬)'), '单包价')).toHaveText('45 元/包');
});

test('full pinyin finds 中华 too: typing zhonghua offers 中华(硬)', async ({ page }) => {
  await page.goto('/');
  await nameBox(page).pressSequentially('zhonghua');
  const listbox = panel(page).getByRole('listbox', { name: '名称建议' });
  await expect(listbox.getByRole('option', { name: '中华(硬)' })).toBeVisible();
});

test('a character of the same sound finds the name: 中花 offers the 中华 first, 玉西 offers 玉溪(软)', async ({
  page,
}) => {
  await page.goto('/');
  const options = panel(page).getByRole('listbox', { name: '名称建议' }).getByRole('option');
  await nameBox(page).pressSequentially('中花');
  await expect(options.first()).toHaveText('中华(硬)');
  await expect(options.nth(1)).toHaveText('中华(软)');
  await nameBox(page).fill('');
  await nameBox(page).pressSequentially('玉西');
  await expect(options.first()).toHaveText('玉溪(软)');
});

test('a one-character typo offers 中华(硬); choosing it with the keyboard looks it up', async ({ page }) => {
  await page.goto('/');
  await nameBox(page).fill('中花(硬)');
  await nameBox(page).press('Enter');
  const didYouMean = panel(page).getByRole('navigation', { name: '您是不是要找：' });
  const suggestion = didYouMean.getByRole('button', { name: '中华(硬)' });
  await expect(suggestion).toBeVisible();
  await suggestion.focus();
  await page.keyboard.press('Enter');
  await expect(value(card(page, '中华(硬)'), '单包价')).toHaveText('45 元/包');
  expect(new URL(page.url()).searchParams.getAll('cig')).toEqual(['中华(硬)']);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the panel searches and the card fits the screen', async ({ page }) => {
    await page.goto('/');
    await lookUp(page, '芙蓉王（硬）');
    const card1 = card(page, '芙蓉王(硬)');
    await card1.scrollIntoViewIfNeeded();
    await expect(value(card1, '单包价')).toHaveText('25 元/包');
    const box = await card1.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
