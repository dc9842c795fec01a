import { chromium, type Browser, type Page } from '@playwright/test';
import { resolve } from 'node:path';
import { findChromium, INSTALL_HINT } from '../test-support/chromium-path';
import { dropFile } from '../test-support/drop-file';
import { serveApp } from '../server/main/serve-app';

// `npx vite build && npx tsx scripts/screenshots.ts`: starts the app (offline provider)
// on a free loopback port and writes the screenshots into docs/: the desktop, the phone with the
// bottom sheet folded (peek) and full, the address panel alone with its fields folded, the batch
// view with a finished file of points and one of cigarette names, the catalog view (/cigarettes,
// 1280×800), the compare view with four products (1280×800 and the phone), and the map over Wuhan at z5, z12 and z16. `--only=batch` (file names containing it) writes only those.

const POINT = '?lat=39.915119&lng=116.403963&z=14&poi=1';
const DESKTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };
/** 300 stores over central Beijing (GCJ-02), for the batch view. */
const BATCH_CSV = [
  '店名,纬度,经度',
  ...Array.from(
    { length: 300 },
    (_, i) =>
      `门店${i + 1},${(39.86 + (i % 20) * 0.006).toFixed(6)},${(116.32 + Math.floor(i / 20) * 0.011).toFixed(6)}`,
  ),
].join('\n');
/** An order list of cigarette names for the names batch: catalog names, two misspelt, one unknown. */
const NAMES_CSV = [
  '序号,品名,数量',
  ...[
    '中华(硬)',
    '中华(软)',
    '玉西(软)',
    '云烟(紫)',
    '黄鹤楼(软蓝)',
    '芙蓉王(硬)',
    '利群(新版)',
    '南京(炫赫门)',
    '红塔山(硬经典)',
    '双喜(硬)',
    '黄鹤楼(软兰)',
    '玉溪(初心)',
    'Marlboro',
    '白沙(精品)',
    '苏烟(五星红杉树)',
    '泰山(佛光)',
    '钻石(荷花)',
    '黄山(红方印)',
    '贵烟(跨越)',
    '牡丹(软)',
  ].map((name, i) => `${i + 1},${name},${(i % 5) + 1}`),
].join('\n');
/** Four products of the bundled catalog, side by side. */
const COMPARE = `/compare?${['中华(硬)', '中华(软)', '玉溪(软)', '芙蓉王(硬)']
  .map((name) => `cig=${encodeURIComponent(name)}`)
  .join('&')}`;
/** Wuhan (GCJ-02): the Yangtze and the Han meet here; the map at three zooms for the README. */
const WUHAN = (z: number) => `?lat=30.583&lng=114.29&z=${z}`;
type Shot = {
  file: string;
  viewport: typeof DESKTOP;
  mobile: boolean;
  sheet?: 'full';
  panelOnly?: boolean;
  batch?: boolean;
  names?: boolean;
  /** The catalog view at this path (no map on it). */
  catalog?: string;
  /** The compare view at this path (no map on it). */
  compare?: string;
  /** Another lookup than POINT (waits for its answer, not for POI rows). */
  search?: string;
};
const ALL_SHOTS: Shot[] = [
  { file: 'docs/screenshot-desktop.png', viewport: DESKTOP, mobile: false },
  { file: 'docs/screenshot-phone.png', viewport: PHONE, mobile: true },
  { file: 'docs/screenshot-phone-full.png', viewport: PHONE, mobile: true, sheet: 'full' },
  { file: 'docs/screenshot-panel.png', viewport: DESKTOP, mobile: false, panelOnly: true },
  { file: 'docs/screenshot-batch.png', viewport: DESKTOP, mobile: false, batch: true },
  { file: 'docs/screenshot-batch-names.png', viewport: DESKTOP, mobile: false, names: true },
  {
    file: 'docs/screenshot-catalog.png',
    viewport: { width: 1280, height: 800 },
    mobile: false,
    catalog: '/cigarettes?sort=-single_price',
  },
  {
    file: 'docs/screenshot-compare.png',
    viewport: { width: 1280, height: 800 },
    mobile: false,
    compare: COMPARE,
  },
  { file: 'docs/screenshot-compare-phone.png', viewport: PHONE, mobile: true, compare: COMPARE },
  {
    file: 'docs/screenshot-catalog-phone.png',
    viewport: PHONE,
    mobile: true,
    catalog: '/cigarettes?package_type=%E7%A1%AC%E7%9B%92&sort=-single_price',
  },
  ...[5, 12, 16].map((z) => ({
    file: `docs/screenshot-map-z${z}.png`,
    viewport: DESKTOP,
    mobile: false,
    search: WUHAN(z),
  })),
];
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const SHOTS = only ? ALL_SHOTS.filter((shot) => shot.file.includes(only)) : ALL_SHOTS;

const executablePath = findChromium();
if (!executablePath) {
  console.error(INSTALL_HINT);
  process.exit(1);
}

Object.assign(process.env, { PORT: '0', HOST: '127.0.0.1', API_KEYS: '', UPSTREAM_BASE_URL: '' });
const server = await serveApp({ distDir: resolve('dist') });
let browser: Browser | undefined;
try {
  browser = await chromium.launch({
    executablePath,
    args: [
      '--use-angle=swiftshader',
      '--enable-unsafe-swiftshader',
      '--disable-background-networking',
      '--no-first-run',
    ],
  });
  for (const shot of SHOTS) {
    const page = await browser.newPage({
      viewport: shot.viewport,
      isMobile: shot.mobile,
      hasTouch: shot.mobile,
      deviceScaleFactor: shot.mobile ? 2 : 1,
      locale: 'zh-CN',
    });
    if (shot.batch) await finishedBatch(page, `http://127.0.0.1:${server.port}`);
    else if (shot.names) await finishedNames(page, `http://127.0.0.1:${server.port}`);
    else if (shot.catalog) {
      await page.goto(`http://127.0.0.1:${server.port}${shot.catalog}`);
      await page.getByTestId('catalog-card').first().waitFor();
    } else if (shot.compare) {
      await page.goto(`http://127.0.0.1:${server.port}${shot.compare}`);
      await page.getByRole('columnheader', { name: '芙蓉王(硬)' }).waitFor();
      await page.locator('.cmp [aria-busy="true"]').waitFor({ state: 'detached' });
    } else if (shot.search) {
      await page.goto(`http://127.0.0.1:${server.port}/${shot.search}`);
      await page.getByTestId('geocode-answer').waitFor();
    } else {
      await page.goto(`http://127.0.0.1:${server.port}/${POINT}`);
      await page.getByRole('region', { name: '附近 POI' }).getByRole('listitem').first().waitFor();
    }
    // A names batch hides the map (it may still be idle from before); the catalog and compare views have none.
    if (!shot.names && !shot.catalog && !shot.compare)
      await page.locator('html[data-map-idle="1"]').waitFor({ timeout: 30_000 });
    if (shot.sheet === 'full') {
      await page.getByRole('button', { name: /^面板高度：/ }).press('End');
      await page.getByRole('button', { name: '面板高度：全屏' }).waitFor();
      await page.waitForTimeout(400); // the sheet's 200 ms height transition
    }
    if (shot.panelOnly)
      await page.getByRole('region', { name: '地址', exact: true }).screenshot({ path: shot.file });
    else await page.screenshot({ path: shot.file });
    console.log(`wrote ${shot.file}`);
    await page.close();
  }
} finally {
  await browser?.close();
  server.close();
}
process.exit(0);

/** /batch with a file dropped, started and answered. */
async function runBatch(page: Page, base: string, name: string, text: string, start: RegExp) {
  await page.goto(`${base}/batch`);
  await dropFile(page.getByTestId('batch-drop'), name, text);
  await page.getByRole('button', { name: start }).click();
  await page.getByTestId('batch-state').getByText('已完成').waitFor({ timeout: 60_000 });
}

/** /batch with NAMES_CSV answered and one found row selected (its card in the cigarette panel). */
async function finishedNames(page: Page, base: string) {
  await runBatch(page, base, '订单.csv', NAMES_CSV, /^开始查询 \d+ 个名称$/);
  await page.getByRole('row').filter({ hasText: '芙蓉王(硬)' }).first().click();
  await page.getByRole('region', { name: '卷烟' }).getByRole('article', { name: '芙蓉王(硬)' }).waitFor();
}

/** /batch with BATCH_CSV dropped, answered, and one row selected (its answer in the panel). */
async function finishedBatch(page: Page, base: string) {
  await runBatch(page, base, '门店.csv', BATCH_CSV, /^开始查询 \d+ 个点$/);
  await page.getByRole('row').filter({ hasText: '门店3' }).first().click();
  await page.getByRole('region', { name: '地址', exact: true }).getByText('北京市').first().waitFor();
  await page.waitForTimeout(1500); // the flight to the selected row's point
}
