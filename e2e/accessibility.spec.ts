import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { MapPage } from './pages/map-page';

// axe-core's WCAG 2.0–2.2 A and AA rules over every view, at a desktop and a phone size (#44): zero
// violations. One page load per view and size; the settings and history dialogs open on the map's.

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

/** Each violation as `rule: the elements it found`, so a failure says what to fix. */
async function violations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return violations.map(
    (v) =>
      `${v.id}: ${v.nodes.map((node) => `${node.target.join(' ')} (${node.failureSummary})`).join(', ')}`,
  );
}

/** Opens a header control, on a phone from the header's menu. */
async function openFromHeader(page: Page, name: string) {
  const header = page.locator('header.app-header');
  const more = header.getByRole('button', { name: '更多', exact: true });
  if (await more.isVisible()) await more.click();
  await header.getByRole('button', { name, exact: true }).click();
}

for (const size of SIZES) {
  test.describe(`at ${size.width} × ${size.height}`, () => {
    test.use({ viewport: size });

    test('the map with an answer, then its settings and history dialogs', async ({ page }) => {
      const map = new MapPage(page);
      await page.goto('/?lat=39.915119&lng=116.403963&z=14');
      await expect(map.answer).toBeVisible();
      expect(await violations(page)).toEqual([]);

      for (const name of ['设置', '历史']) {
        await openFromHeader(page, name);
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        expect(await violations(page), name).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
      }
    });

    test('the catalog', async ({ page }) => {
      await page.goto('/cigarettes');
      await expect(page.getByTestId('catalog-card').first()).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test('the comparison', async ({ page }) => {
      await page.goto(`/compare?cig=${encodeURIComponent('中华(硬)')}&cig=${encodeURIComponent('中华(软)')}`);
      await expect(page.getByTestId('compare-product')).toHaveCount(2);
      await expect(page.getByTestId('compare-product').first()).toContainText('中华');
      expect(await violations(page)).toEqual([]);
    });

    test('the batch view', async ({ page }) => {
      await page.goto('/batch');
      await expect(page.getByRole('region', { name: '批量查询' }).first()).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  });
}
