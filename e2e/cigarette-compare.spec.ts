import { expect, test, type Page } from '@playwright/test';
import { upstreamCigaretteAnswer } from '../test-support/fixtures/upstream-geocode';
import { fakeUpstream } from '../test-support/fake-upstream-control';
import { upstreamAppUrl } from '../test-support/ports';

const panel = (page: Page) => page.getByRole('region', { name: '卷烟' });
const THREE = ['中华(硬)', '中华(软)', '玉溪(软)'];
const link = `/?${THREE.map((name) => `cig=${encodeURIComponent(name)}`).join('&')}`;

for (const viewport of [
  { width: 1366, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`the third compared card is never cut off (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(link);
    const cards = panel(page).getByRole('article');
    await expect(cards).toHaveCount(3);
    const list = (await panel(page).getByRole('list', { name: '卷烟卡片' }).boundingBox())!;
    for (const card of await cards.all()) {
      const box = (await card.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(list.x - 0.5);
      expect(box.x + box.width).toBeLessThanOrEqual(list.x + list.width + 0.5);
    }
    // Nothing scrolls sideways: every card is whole where it stands.
    expect(await panel(page).getByRole('list', { name: '卷烟卡片' }).evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
    await expect(page.getByTestId('cigarettes-announcer')).toHaveText('已显示“玉溪(软)”的卡片，共 3 张');
  });
}

test('colour names and hex colours both get swatches', async ({ page, request }) => {
  await fakeUpstream.set(request, {
    cig: { body: { ...upstreamCigaretteAnswer('中华(硬)'), main_color: '#1F5FBF', secondary_color: '金色' } },
  });
  try {
    await page.goto(`${upstreamAppUrl}/?cig=${encodeURIComponent('中华(硬)')}`);
    const card = panel(page).getByRole('article', { name: '中华(硬)' });
    const swatches = card.getByTestId('cigarettes-swatch');
    await expect(swatches).toHaveCount(2);
    await expect(swatches.nth(0)).toHaveCSS('background-color', 'rgb(31, 95, 191)');
    await expect(swatches.nth(1)).toHaveCSS('background-color', 'rgb(212, 175, 55)');
    await expect(card).toContainText('#1F5FBF');
  } finally {
    await fakeUpstream.reset(request);
  }
});
