import { expect, test, type Page } from '@playwright/test';
import { upstreamCigaretteAnswer, upstreamGeocodeAnswer } from '../test-support/fixtures/upstream-geocode';
import { MapPage } from './pages/map-page';
import { fakeUpstream } from '../test-support/fake-upstream-control';
import { upstreamAppUrl } from '../test-support/ports';

// Strings from the API are data, never markup: the fake upstream serves script
// payloads in place names, addresses and product fields; nothing may run, no
// element may be made from them, and each shows literally as text.

const IMG = '<img src=x onerror="window.__pwned=\'img\'">';
const SCRIPT = '<script>window.__pwned="script"</script>';
const SVG = '<svg onload="window.__pwned=\'svg\'"></svg>';
const LINK = 'javascript:window.__pwned="link"';
const ANCHOR = '<a href="javascript:window.__pwned=1">点我</a>';

const LAT = 39.915119;
const LNG = 116.403963;

function hostileGeocode() {
  const answer = upstreamGeocodeAnswer(LAT, LNG, true);
  const data = answer.data;
  data.address = IMG;
  data.formatted_addresses = { recommend: SCRIPT, rough: SVG };
  data.address_component.street = LINK;
  data.ad_info.district = ANCHOR;
  data.ad_info.name = `中国,北京市,北京市,${ANCHOR}`;
  data.address_reference.town.title = SVG;
  data.pois = [
    { ...data.pois[0]!, title: IMG, address: LINK, category: `${SCRIPT}:${ANCHOR}` },
    { ...data.pois[0]!, id: 'fake-poi-2', title: LINK, address: SVG },
  ];
  data.poi_count = data.pois.length;
  return answer;
}

/** Fails the test on any dialog; returns a probe for the payload marker and stray elements. */
async function guard(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return async () => {
    const state = await page.evaluate(() => ({
      pwned: (window as unknown as { __pwned?: unknown }).__pwned ?? null,
      imgX: document.querySelectorAll('img[src="x"]').length,
      svgOnload: document.querySelectorAll('svg[onload]').length,
      injectedScripts: [...document.querySelectorAll('script')].filter((s) =>
        s.textContent?.includes('__pwned'),
      ).length,
      jsLinks: [...document.querySelectorAll('a[href]')].filter((a) =>
        a.getAttribute('href')!.trim().toLowerCase().startsWith('javascript:'),
      ).length,
    }));
    expect(state).toEqual({ pwned: null, imgX: 0, svgOnload: 0, injectedScripts: 0, jsLinks: 0 });
    expect(dialogs).toEqual([]);
  };
}

test.afterEach(async ({ request }) => {
  await fakeUpstream.reset(request);
});

test('hostile place names, addresses and POIs show as literal text and run nothing', async ({
  page,
  request,
}) => {
  await fakeUpstream.set(request, { geo: { body: hostileGeocode() } });
  const check = await guard(page);
  const map = new MapPage(page);
  await map.open(`?lat=${LAT}&lng=${LNG}&z=14&poi=1`, upstreamAppUrl);

  await map.showAllFields();
  for (const text of [IMG, SCRIPT, SVG, LINK]) {
    await expect(map.panel.getByText(text, { exact: true }).first()).toBeVisible();
  }
  await expect(map.adInfo).toContainText(ANCHOR);
  await expect(map.poiRows).toHaveCount(2);
  await expect(map.poiRows.first()).toContainText(IMG);
  await map.poiRows.first().hover();
  await map.poiRows.first().click();
  await check();
});

test('a hostile product record shows as literal text and runs nothing', async ({ page, request }) => {
  const name = '中华(硬)';
  await fakeUpstream.set(request, {
    cig: {
      body: {
        ...upstreamCigaretteAnswer(name),
        type: IMG,
        product_status: SCRIPT,
        sales_channel: LINK,
        package_type: SVG,
        main_color: ANCHOR,
        secondary_color: LINK,
        carton_code: IMG,
        cigarette_code: LINK,
      },
    },
  });
  const check = await guard(page);
  await page.goto(`${upstreamAppUrl}/?cig=${encodeURIComponent(name)}`);
  const card = page.getByRole('region', { name: '卷烟' }).getByRole('article', { name });
  await expect(card).toBeVisible();
  for (const text of [IMG, SCRIPT, SVG, ANCHOR]) {
    await expect(card.getByText(text, { exact: true }).first()).toBeVisible();
  }
  await expect(card).toContainText(LINK);
  await check();
});

test('a hostile product name shows literally as the card name', async ({ page, request }) => {
  await fakeUpstream.set(request, { cig: { body: upstreamCigaretteAnswer(IMG) } });
  const check = await guard(page);
  await page.goto(`${upstreamAppUrl}/?cig=${encodeURIComponent('中华(硬)')}`);
  const panel = page.getByRole('region', { name: '卷烟' });
  await expect(panel.getByRole('article', { name: IMG })).toBeVisible();
  await expect(panel.getByText(IMG, { exact: true }).first()).toBeVisible();
  await check();
});

test('a long POI list renders only the rows in view, each knowing its place, and scrolls to its last row', async ({
  page,
  request,
}) => {
  const answer = upstreamGeocodeAnswer(LAT, LNG, true);
  const template = answer.data.pois[0]!;
  answer.data.pois = Array.from({ length: 150 }, (_, i) => ({
    ...template,
    id: `long-${i}`,
    title: `长列表${i + 1}`,
    location: { lat: LAT + (i - 75) / 20_000, lng: LNG },
    _distance: i * 10,
  }));
  answer.data.poi_count = 150;
  await fakeUpstream.set(request, { geo: { body: answer } });
  const map = new MapPage(page);
  await map.open(`?lat=${LAT}&lng=${LNG}&z=14&poi=1`, upstreamAppUrl);

  const rows = map.panel.getByRole('region', { name: '附近 POI' }).getByRole('listitem');
  await expect(rows.first()).toContainText('长列表1');
  expect(await rows.count()).toBeLessThan(60);
  await expect(rows.first()).toHaveAttribute('aria-setsize', '150');
  const scroller = map.panel.locator('.geo-poi-scroll');
  await scroller.evaluate((element) => (element.scrollTop = element.scrollHeight));
  await expect(rows.last()).toContainText('长列表150');
  await expect(rows.last()).toHaveAttribute('aria-posinset', '150');
  // The last row sits inside the scrolled box, not beyond it.
  const [box, row] = [await scroller.boundingBox(), await rows.last().boundingBox()];
  expect(row!.y).toBeGreaterThanOrEqual(box!.y);
  expect(row!.y + row!.height).toBeLessThanOrEqual(box!.y + box!.height + 1);
});
