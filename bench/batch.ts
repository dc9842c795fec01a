import autocannon from 'autocannon';
import { chromium, type Browser, type Page } from '@playwright/test';
import { batchCsv } from '../test-support/batch-file';
import { findChromium, INSTALL_HINT } from '../test-support/chromium-path';
import { dropFile } from '../test-support/drop-file';
import type { Figure } from './figure';
import { printTable } from './figure';
import { KEEP_NAMES_SHIM } from './browser';
import { exportXlsxFigures } from './batch-export';
import { startServer, type RunningServer } from './start-server';

// The batch mode, offline: the batch endpoint's points per second beside the single-point
// endpoint's (same server, same run, 8 requests in flight each), then in headless Chromium
// a 10,000-row file from the drop to its last row answered, a 100,000-row file run as a server
// job whose result table (paged from the server) is scrolled (frame times, heap after GC), and the
// largest file the tab runs itself (20,000 rows) exported as XLSX. SwiftShader on a shared 2-core machine.

const IN_FLIGHT = 8;
const SECONDS = 3;
const ROUNDS = 5;
const FILE_ROWS = 10_000;
const TABLE_ROWS = 100_000;
/** The most rows the tab runs itself (SERVER_JOB_ROWS); its XLSX export is timed. */
const EXPORT_ROWS = 20_000;
const VIEWPORT = { width: 1280, height: 800 };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** A deterministic stream of points over mainland China (GCJ-02). */
function pointStream(seed = 7) {
  let state = seed;
  const next = () => (state = (state * 1664525 + 1013904223) >>> 0) / 2 ** 32;
  return () => ({ lat: +(22 + next() * 20).toFixed(6), lng: +(100 + next() * 22).toFixed(6) });
}

interface Throughput {
  pointsPerS: number;
  /** Server CPU (user + system) per point, µs: what the load generator and the machine's other work leave out. */
  cpuUsPerPoint: number;
  errors: number;
}

/** One endpoint for `seconds`, from the start of the same point stream as the other (the same points, in order). */
async function throughput(server: RunningServer, batch: boolean, seconds = SECONDS): Promise<Throughput> {
  const point = pointStream();
  const cpuBefore = server.cpuMs();
  const result = await autocannon({
    url: server.url,
    connections: IN_FLIGHT,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => {
          if (!batch) {
            const p = point();
            return { ...request, path: `/api/geoToAddress?lat=${p.lat}&lng=${p.lng}` };
          }
          const points = Array.from({ length: 100 }, point);
          return {
            ...request,
            method: 'POST',
            path: '/api/geoToAddress/batch',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ points }),
          };
        },
      },
    ],
  });
  const points = result.requests.total * (batch ? 100 : 1);
  return {
    pointsPerS: points / seconds,
    cpuUsPerPoint: ((server.cpuMs() - cpuBefore) * 1000) / points,
    errors: result.errors + result.non2xx,
  };
}

/**
 * The two endpoints take turns for ROUNDS rounds (a busier machine in one round moves both sides of
 * that round's ratio), after a warm-up of each; the ratio is the median of the rounds' ratios.
 */
async function batchBesideSingle(server: RunningServer): Promise<Figure[]> {
  await throughput(server, false, 2);
  await throughput(server, true, 2);
  const single: Throughput[] = [];
  const batch: Throughput[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    single.push(await throughput(server, false));
    batch.push(await throughput(server, true));
  }
  const ratios = batch.map((b, round) => b.pointsPerS / single[round]!.pointsPerS);
  const cpuRatios = batch.map((b, round) => single[round]!.cpuUsPerPoint / b.cpuUsPerPoint);
  const errors = (runs: Throughput[]) => runs.reduce((sum, run) => sum + run.errors, 0);
  const list = (values: number[]) => values.map((v) => v.toFixed(v < 10 ? 2 : 0)).join(' ');
  console.log(
    `  points/s: batch ${list(batch.map((b) => b.pointsPerS))}, single ${list(single.map((s) => s.pointsPerS))}`,
  );
  console.log(
    `  server CPU µs/point: batch ${list(batch.map((b) => b.cpuUsPerPoint))}, single ${list(single.map((s) => s.cpuUsPerPoint))}`,
  );
  return [
    {
      name: 'batch endpoint points/s',
      value: median(batch.map((b) => b.pointsPerS)),
      unit: 'points/s',
      better: 'higher',
      note: `median of ${ROUNDS} rounds of ${SECONDS} s, 100 points a request, ${IN_FLIGHT} in flight, ${errors(batch)} errors`,
    },
    {
      name: 'single-point endpoint points/s',
      value: median(single.map((s) => s.pointsPerS)),
      unit: 'points/s',
      better: 'higher',
      note: `same rounds, same points, ${IN_FLIGHT} in flight, ${errors(single)} errors`,
    },
    {
      name: 'batch / single points per second',
      value: median(ratios),
      unit: 'ratio',
      better: 'higher',
      noise: Math.max(...ratios) - Math.min(...ratios),
      note: `median of the rounds' ratios (${list(ratios)}); goal ≥ 5`,
    },
    {
      name: 'batch / single server CPU per point',
      value: median(cpuRatios),
      unit: 'ratio',
      better: 'higher',
      noise: Math.max(...cpuRatios) - Math.min(...cpuRatios),
      note: `single ${median(single.map((s) => s.cpuUsPerPoint)).toFixed(0)} µs, batch ${median(batch.map((b) => b.cpuUsPerPoint)).toFixed(0)} µs a point (rounds ${list(cpuRatios)})`,
    },
  ];
}

/**
 * Drops a CSV on the batch view, starts it, and times (page clock) the drop to the last row answered:
 * in the tab, or (above 20,000 rows) as a server job, whose state the job list shows.
 */
async function dropAndRun(page: Page, base: string, rows: number) {
  await page.goto(`${base}/batch`);
  const drop = page.getByTestId('batch-drop');
  await drop.waitFor();
  const text = batchCsv(rows).text;
  const startedAt = await dropFile(drop, 'bench.csv', text);
  await page.getByRole('button', { name: /^开始查询 \d+ 个点$/ }).click();
  await page.waitForFunction(
    () =>
      document.querySelector('[data-testid="batch-state"], [data-testid="server-job-state"]')?.textContent ===
      '已完成',
    undefined,
    {
      timeout: 600_000,
      polling: 'raf',
    },
  );
  const doneAt = await page.evaluate(
    () => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now()))),
  );
  const summary = await page.getByText(/^成功 \d+，失败 \d+，无法读取 \d+$/).textContent();
  console.log(`  ${rows} rows: ${((doneAt - startedAt) / 1000).toFixed(1)} s, ${summary}`);
  return { ms: doneAt - startedAt, summary: summary ?? '' };
}

/** A frame that kept the page's main thread busy over 50 ms, from the Long Animation Frames API (ms). */
interface LongFrame {
  start: number;
  duration: number;
  /** Tasks before the frame's rendering began (events, timers, React's scheduler). */
  tasks: number;
  /** Animation-frame and resize-observer callbacks (the table's rows render here). */
  callbacks: number;
  /** Style, layout, paint and the commit to the compositor. */
  rendering: number;
}

/**
 * Scrolls the result table for ~3 s, a fixed step a frame; every frame's duration and start,
 * and the long animation frames seen meanwhile (which frames kept the main thread busy, and on what).
 */
async function scrollFrames(page: Page) {
  return page.getByTestId('batch-scroll').evaluate(
    (element) =>
      new Promise<{ frames: { ms: number; at: number }[]; long: LongFrame[] }>((resolve) => {
        const long: LongFrame[] = [];
        const observer = new PerformanceObserver((list) => {
          type Entry = PerformanceEntry & { renderStart: number; styleAndLayoutStart: number };
          for (const {
            startTime,
            duration,
            renderStart,
            styleAndLayoutStart,
          } of list.getEntries() as Entry[]) {
            const end = startTime + duration;
            const render = renderStart || end;
            const style = styleAndLayoutStart || end;
            long.push({
              start: startTime,
              duration,
              tasks: render - startTime,
              callbacks: style - render,
              rendering: end - style,
            });
          }
        });
        observer.observe({ type: 'long-animation-frame' });
        const frames: { ms: number; at: number }[] = [];
        let last = performance.now();
        const started = last;
        const step = () => {
          const now = performance.now();
          frames.push({ ms: now - last, at: last });
          last = now;
          element.scrollTop += 480;
          if (now - started < 3000) requestAnimationFrame(step);
          else
            setTimeout(() => {
              observer.disconnect();
              resolve({ frames: frames.slice(1), long });
            }, 100);
        };
        requestAnimationFrame(step);
      }),
  );
}

/** Which frames went over 50 ms (index, ms) and what kept the main thread busy in the slowest, if it was. */
function describeSlowFrames({ frames, long }: Awaited<ReturnType<typeof scrollFrames>>) {
  const over = frames.flatMap((frame, index) =>
    frame.ms > 50 ? [`#${index} ${frame.ms.toFixed(0)} ms`] : [],
  );
  console.log(`  scroll frames over 50 ms: ${over.join(', ') || 'none'}`);
  for (const frame of long) {
    const index = frames.findIndex((f) => frame.start < f.at + f.ms && frame.start + frame.duration > f.at);
    const parts = `tasks ${frame.tasks.toFixed(0)}, rAF ${frame.callbacks.toFixed(0)}, style/layout/paint ${frame.rendering.toFixed(0)}`;
    console.log(`  long animation frame ${frame.duration.toFixed(0)} ms over frame #${index}: ${parts}`);
  }
  const slowest = frames.reduce((worst, frame, index) => (frame.ms > frames[worst]!.ms ? index : worst), 0);
  const at = frames[slowest]!;
  const busy = long.filter((frame) => frame.start < at.at + at.ms && frame.start + frame.duration > at.at);
  const main = busy.length
    ? `main thread ${busy.map((frame) => frame.duration.toFixed(0)).join('+')} ms busy`
    : 'main thread not busy over 50 ms';
  return `${over.length} over 50 ms; slowest #${slowest} of ${frames.length} (${main})`;
}

async function browserFigures(browser: Browser, base: string): Promise<Figure[]> {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'zh-CN' });
  try {
    await context.addInitScript(KEEP_NAMES_SHIM);
    const page = await context.newPage();
    const file = await dropAndRun(page, base, FILE_ROWS);
    await page.getByRole('button', { name: '换一个文件' }).click();
    await page.getByTestId('batch-drop').waitFor();
    const big = await dropAndRun(page, base, TABLE_ROWS);
    // A server job: its table pages rows from the server once shown (its first page read before timing).
    await page.getByRole('button', { name: '查看结果' }).click();
    await page.locator('[role="row"][aria-rowindex="2"] .batch-status').filter({ hasText: '成功' }).waitFor();
    await page.waitForFunction(() => document.documentElement.dataset.mapIdle === '1', undefined, {
      timeout: 120_000,
    });
    const scrolled = await scrollFrames(page);
    const frames = scrolled.frames.map((frame) => frame.ms);
    const slow = describeSlowFrames(scrolled);
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
    await page.getByRole('button', { name: '删除' }).click();
    await page.getByRole('button', { name: /^确认删除/ }).click();
    await page.getByTestId('server-job').waitFor({ state: 'detached' });
    await dropAndRun(page, base, EXPORT_ROWS);
    const exported = await exportXlsxFigures(page, EXPORT_ROWS);
    const sorted = [...frames].sort((a, b) => a - b);
    const p95 = sorted[Math.ceil(sorted.length * 0.95) - 1]!;
    return [
      {
        name: 'batch 10,000-point file drop to last row',
        value: file.ms / 1000,
        unit: 's',
        better: 'lower',
        note: `offline, Chromium; ${file.summary}; goal ≤ 20 s`,
      },
      {
        name: 'batch 100,000-row table scroll frame max',
        value: sorted.at(-1)!,
        unit: 'ms',
        better: 'lower',
        note: `server job, rows paged from the server; ${frames.length} frames, 480 px a frame; p95 ${p95.toFixed(1)} ms; ${slow}; goal ≤ 50 ms`,
      },
      {
        name: 'batch 100,000-point file as a server job, drop to done',
        value: big.ms / 1000,
        unit: 's',
        better: 'lower',
        note: `offline, the view's poll (≥ 1 s) included; ${big.summary}`,
      },
      {
        name: 'batch 100,000-row page heap after GC',
        value: heap.usedSize / 2 ** 20,
        unit: 'MiB',
        better: 'lower',
        note: "JS heap with the server job's table shown (its pages, not its rows, in the page)",
      },
      ...exported,
    ];
  } finally {
    await context.close();
  }
}

export async function runBatchBench(): Promise<Figure[]> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(INSTALL_HINT);
  // No batch budget: the bench measures the server, not the limiter (like RATE_LIMIT_PER_MIN=0).
  const server = await startServer({ BATCH_POINTS_PER_MIN: '0' }, 'server/main/start.ts');
  try {
    const figures = await batchBesideSingle(server);
    const browser = await chromium.launch({
      executablePath,
      args: ['--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--no-first-run'],
    });
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
