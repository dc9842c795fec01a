import { expect, test, type Page } from '@playwright/test';

// At 320–390 px every control of the header is on screen or in its menu (#44); the menu works by
// keyboard and closes on Esc.

const header = (page: Page) => page.locator('header.app-header');
const more = (page: Page, name = '更多') => header(page).getByRole('button', { name, exact: true });

async function expectWithinScreen(page: Page, names: string[]) {
  const width = page.viewportSize()!.width;
  for (const name of names) {
    const control = header(page)
      .getByRole('link', { name, exact: true })
      .or(header(page).getByRole('button', { name, exact: true }));
    await expect(control).toBeVisible();
    const box = (await control.boundingBox())!;
    expect(box.x, name).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, name).toBeLessThanOrEqual(width);
  }
}

for (const width of [320, 390]) {
  test(`at ${width} px every header control is on screen or in the menu, in both languages`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 760 });
    await page.goto('/cigarettes');
    await expectWithinScreen(page, ['返回地图', '批量查询', '更多']);
    await more(page).click();
    await expectWithinScreen(page, ['分享', '历史', '设置', 'English']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);

    await header(page).getByRole('button', { name: 'English' }).click();
    await expect(more(page, 'More')).toHaveAttribute('aria-expanded', 'false');
    await expectWithinScreen(page, ['Back to map', 'Batch', 'More']);
    await more(page, 'More').click();
    await expectWithinScreen(page, ['Share', 'History', 'Settings', '中文']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
  });
}

test('the header menu by keyboard: Enter opens it on its first control, Esc closes it back on its button', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/cigarettes');
  await more(page).focus();
  await page.keyboard.press('Enter');
  await expect(more(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(header(page).getByRole('button', { name: '分享' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(more(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(header(page).getByRole('button', { name: '分享' })).toBeHidden();
  await expect(more(page)).toBeFocused();

  // A control opens its dialog; closed, focus is back on the menu's button.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(header(page).getByRole('button', { name: '设置' })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(more(page)).toBeFocused();
});
