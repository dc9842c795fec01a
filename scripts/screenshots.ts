import { chromium, type Browser } from '@playwright/test';
import { resolve } from 'node:path';
import { findChromium, INSTALL_HINT } from '../test-support/chromium-path';
import { serveApp } from '../server/serve-app';

// `npx vite build && npx tsx scripts/screenshots.ts`: starts the app (offline provider)
// on a free loopback port and writes the desktop and phone screenshots into docs/.

const POINT = '?lat=39.915119&lng=116.403963&z=14&poi=1';
const SHOTS = [
  { file: 'docs/screenshot-desktop.png', viewport: { width: 1366, height: 800 }, mobile: false },
  { file: 'docs/screenshot-phone.png', viewport: { width: 390, height: 844 }, mobile: true },
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
    await page.screenshot({ path: shot.file });
    console.log(`wrote ${shot.file}`);
    await page.close();
  }
} finally {
  await browser?.close();
  server.close();
}
process.exit(0);
