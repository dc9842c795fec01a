import { chromium, type Browser } from '@playwright/test';
import { resolve } from 'node:path';
import { findChromium, INSTALL_HINT } from '../test-support/chromium-path';
import { serveApp } from '../server/serve-app';

// `npx vite build && npx tsx scripts/screenshots.ts`: starts the app (offline provider)
// on a free loopback port and writes the screenshots into docs/: the desktop, the phone with the
// bottom sheet folded (peek) and full, and the address panel alone with its fields folded.

const POINT = '?lat=39.915119&lng=116.403963&z=14&poi=1';
const DESKTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };
const SHOTS: { file: string; viewport: typeof DESKTOP; mobile: boolean; sheet?: 'full'; panelOnly?: boolean }[] = [
  { file: 'docs/screenshot-desktop.png', viewport: DESKTOP, mobile: false },
  { file: 'docs/screenshot-phone.png', viewport: PHONE, mobile: true },
  { file: 'docs/screenshot-phone-full.png', viewport: PHONE, mobile: true, sheet: 'full' },
  { file: 'docs/screenshot-panel.png', viewport: DESKTOP, mobile: false, panelOnly: true },
];

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
    await page.goto(`http://127.0.0.1:${server.port}/${POINT}`);
    await page.getByTestId('geocode-poi-marker').first().waitFor();
    await page.locator('html[data-map-idle="1"]').waitFor({ timeout: 30_000 });
    if (shot.sheet === 'full') {
      await page.getByRole('button', { name: /^面板高度：/ }).press('End');
      await page.getByRole('button', { name: '面板高度：全屏' }).waitFor();
      await page.waitForTimeout(400); // the sheet's 200 ms height transition
    }
    if (shot.panelOnly) await page.getByRole('region', { name: '地址', exact: true }).screenshot({ path: shot.file });
    else await page.screenshot({ path: shot.file });
    console.log(`wrote ${shot.file}`);
    await page.close();
  }
} finally {
  await browser?.close();
  server.close();
}
process.exit(0);
