import autocannon from 'autocannon';
import { chromium, type Browser, type Page } from '@playwright/test';
import { batchCsv } from '../test-support/batch-file';
import { findChromium, INSTALL_HINT } from '../test-support/chromium-path';
import type { Figure } from './figure';
import { printTable } from './figure';
import { KEEP_NAMES_SHIM } from './browser';
import { startServer, type RunningServer } from './start-server';

// The batch mode, offline: the batch endpoint's points per second beside the single-point
// endpoint's (same server, same run, 8 requests in flight each), then in headless Chromium
// a 10,000-row file from the drop to its last row answered, and a 100,000-row result table
// scrolled (frame times, heap after GC). SwiftShader on a shared 2-core machine.

const IN_FLIGHT = 8;
const SECONDS = 5;
const FILE_ROWS = 10_000;
const TABLE_ROWS = 100_000;
const VIEWPORT = { width: 1280, height: 800 };

/** A deterministic stream of points over mainland China (GCJ-02). */
function pointStream(seed = 7) {
  let state = seed;
  const next = () => ((state = (state * 1664525 + 1013904223) >>> 0) / 2 ** 32);
  return () => ({ lat: +(22 + next() * 20).toFixed(6), lng: +(100 + next() * 22).toFixed(6) });
}

async function pointsPerSecond(server: RunningServer, batch: boolean) {
  const point = pointStream(batch ? 11 : 7);
  const result = await autocannon({
    url: server.url,
    connections: IN_FLIGHT,
    duration: SECONDS,
    requests: [
      {
        setupRequest: (request) => {
          if (!batch) {
            const p = point();
            return { ...request, path: `/api/geoToAddress?lat=${p.lat}&lng=${p.lng}` };
          }
          const points = Array.from({ length: 100 }, point);
          return { ...request, method: 'POST', path: '/api/geoToAddress/batch', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ points }) };
        },
      },
    ],
  });
  const perRequest = batch ? 100 : 1;
  return { value: result.requests.average * perRequest, errors: result.errors + result.non2xx };
}

/** Drops a CSV on the batch view, starts it, and times (page clock) the drop to the last row answered. */
async function dropAndRun(page: Page, base: string, rows: number) {
  await page.goto(`${base}/batch`);
  const drop = page.getByTestId('batch-drop');
  await drop.waitFor();
  const text = batchCsv(rows).text;
  const startedAt = await drop.evaluate((element, file) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([file], 'bench.csv', { type: 'text/csv' }));
    const at = performance.now();
    element.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    return at;
  }, text);
  await page.getByRole('button', { name: /^开始查询 \d+ 个点$/ }).click();
  await page.waitForFunction(() => document.querySelector('[data-testid="batch-state"]')?.textContent === '已完成', undefined, {
    timeout: 600_000,
    polling: 'raf',
  });
  const doneAt = await page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now()))));
  const summary = await page.getByText(/^成功 \d+，失败 \d+，无法读取 \d+$/).textContent();
  console.log(`  ${rows} rows: ${((doneAt - startedAt) / 1000).toFixed(1)} s, ${summary}`);
  return { ms: doneAt - startedAt, summary: summary ?? '' };
}

/** Scrolls the result table for ~3 s, a fixed step a frame; every frame's duration. */
async function scrollFrames(page: Page) {
  return page.getByTestId('batch-scroll').evaluate(
    (element) =>
      new Promise<number[]>((resolve) => {
        const frames: number[] = [];
        let last = performance.now();
        const started = last;
        const step = () => {
          const now = performance.now();
          frames.push(now - last);
          last = now;
          element.scrollTop += 480;
          if (now - started < 3000) requestAnimationFrame(step);
          else resolve(frames.slice(1));
        };
        requestAnimationFrame(step);
      }),
  );
}

async function browserFigures(browser: Browser, base: string): Promise<Figure[]> {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'zh-CN' });
  try {
    await context.addInitScript(KEEP_NAMES_SHIM);
    const page = await context.newPage();
    const file = await dropAndRun(page, base, FILE_ROWS);
    await page.getByRole('button', { name: '换一个文件' }).click();
    const big = await dropAndRun(page, base, TABLE_ROWS);
    const frames = await scrollFrames(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
    const sorted = [...frames].sort((a, b) => a - b);
    const p95 = sorted[Math.ceil(sorted.length * 0.95) - 1]!;
    return [
      { name: 'batch 10,000-point file drop to last row', value: file.ms / 1000, unit: 's', better: 'lower', note: `offline, Chromium; ${file.summary}; goal ≤ 20 s` },
      { name: 'batch 100,000-row table scroll frame max', value: sorted.at(-1)!, unit: 'ms', better: 'lower', note: `${frames.length} frames, 480 px a frame; p95 ${p95.toFixed(1)} ms; goal ≤ 50 ms` },
      { name: 'batch 100,000-row page heap after GC', value: heap.usedSize / 2 ** 20, unit: 'MiB', better: 'lower', note: `JS heap with the job in the page (${(big.ms / 1000).toFixed(0)} s to answer it)` },
    ];
  } finally {
    await context.close();
  }
}

export async function runBatchBench(): Promise<Figure[]> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(INSTALL_HINT);
  // No batch budget: the bench measures the server, not the limiter (like RATE_LIMIT_PER_MIN=0).
  const server = await startServer({ BATCH_POINTS_PER_MIN: '0' }, 'server/start.ts');
  try {
    await pointsPerSecond(server, true); // warm-up
    const single = await pointsPerSecond(server, false);
    const batch = await pointsPerSecond(server, true);
    console.log(`  points/s: batch ${batch.value.toFixed(0)}, single ${single.value.toFixed(0)}`);
    const figures: Figure[] = [
      { name: 'batch endpoint points/s', value: batch.value, unit: 'points/s', better: 'higher', note: `100 points a request, ${IN_FLIGHT} in flight, ${batch.errors} errors` },
      { name: 'single-point endpoint points/s', value: single.value, unit: 'points/s', better: 'higher', note: `${IN_FLIGHT} in flight, ${single.errors} errors` },
      { name: 'batch / single points per second', value: batch.value / single.value, unit: 'ratio', better: 'higher', note: 'same server, same run; goal ≥ 5' },
    ];
    const browser = await chromium.launch({ executablePath, args: ['--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--no-first-run'] });
    try {
      figures.push(...(await browserFigures(browser, server.url)));
    } finally {
      await browser.close();
    }
    return figures;
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printTable(await runBatchBench());
}
