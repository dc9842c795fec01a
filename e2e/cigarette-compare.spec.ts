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
    expect(
      await panel(page)
        .getByRole('list', { name: '卷烟卡片' })
        .evaluate((el) => el.scrollWidth - el.clientWidth),
    ).toBe(0);
    await expect(page.getByTestId('cigarettes-announcer')).toHaveText('已显示“玉溪(软)”的卡片，共 3 张');
  });
}

/**
 * Where a badge covers any of its row's value (the text beside it, or the score bar), or either
 * reaches past its card's edge: [row, value, badge].
 */
function overlapsOf(list: Element): string[][] {
  const out: string[][] = [];
  const meets = (a: DOMRect, b: DOMRect) =>
    a.width > 0 &&
    b.width > 0 &&
    a.left < b.right - 0.5 &&
    b.left < a.right - 0.5 &&
    a.top < b.bottom - 0.5 &&
    b.top < a.bottom - 0.5;
  for (const badge of list.querySelectorAll('[data-testid="cigarettes-mark"]')) {
    const value = badge.closest('dd')!;
    const box = badge.getBoundingClientRect();
    const walker = document.createTreeWalker(value, NodeFilter.SHOW_TEXT);
    const boxes: DOMRect[] = [...value.querySelectorAll('[role="meter"]')].map((meter) =>
      meter.getBoundingClientRect(),
    );
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (badge.contains(node) || !node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      boxes.push(...range.getClientRects());
    }
    const card = value.closest('article')!.getBoundingClientRect();
    const outside = [box, ...boxes].some(
      (part) => part.left < card.left - 0.5 || part.right > card.right + 0.5,
    );
    if (outside || boxes.some((other) => meets(box, other))) {
      out.push([
        value.previousElementSibling?.textContent ?? '',
        value.textContent ?? '',
        badge.textContent ?? '',
      ]);
    }
  }
  return out;
}

for (const width of [1280, 1024, 800, 390]) {
  test(`a 较优/较差 badge never covers the value it marks (${width} px)`, async ({ page, request }) => {
    const scores = (appearance_score: number, overall_score: number, single_price: number) => ({
      appearance_score,
      overall_score,
      single_price,
    });
    await fakeUpstream.set(request, {
      cig: {
        records: {
          '中华(硬)': scores(5.4, 10, 45),
          '中华(软)': scores(10, 8.7, 65),
          '玉溪(软)': scores(8.7, 5.4, 23),
        },
      },
    });
    try {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${upstreamAppUrl}${link}`);
      await expect(panel(page).getByRole('article')).toHaveCount(3);
      const list = panel(page).getByRole('list', { name: '卷烟卡片' });
      // Four rows differ (two scores, the pack and the per-cigarette price), each with a better and a worse card.
      await expect(list.getByTestId('cigarettes-mark')).toHaveCount(8);
      expect(await list.evaluate(overlapsOf)).toEqual([]);
    } finally {
      await fakeUpstream.reset(request);
    }
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
