import type { Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import type { Figure } from './figure';

// The XLSX export of the job in the page (run by bench/batch.ts): click to download, the
// renderer's resident memory (the page and its workers share the process) and the page's longest task.

/** The largest RSS (MiB) among Chromium renderer processes started under this one; Linux `ps`. */
function rendererRssMiB(): number {
  const rows = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,rss=,args='], { encoding: 'utf8' })
    .split('\n')
    .flatMap((line) => {
      const match = /^\s*(\d+)\s+(\d+)\s+(\d+)\s+(.*)$/.exec(line);
      return match ? [{ pid: +match[1]!, ppid: +match[2]!, rss: +match[3]!, args: match[4]! }] : [];
    });
  const mine = new Set([process.pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const row of rows) if (mine.has(row.ppid) && !mine.has(row.pid)) grew = Boolean(mine.add(row.pid));
  }
  const renderers = rows.filter((row) => mine.has(row.pid) && row.args.includes('--type=renderer'));
  return Math.max(0, ...renderers.map((row) => row.rss)) / 1024;
}

export async function exportXlsxFigures(page: Page, rows: number): Promise<Figure[]> {
  await page.evaluate(() => {
    const seen: number[] = ((globalThis as { longTasks?: number[] }).longTasks = []);
    new PerformanceObserver((list) =>
      list.getEntries().forEach((entry) => seen.push(entry.duration)),
    ).observe({ type: 'longtask' });
  });
  const before = rendererRssMiB();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rendererRssMiB())), 100);
  const startedAt = Date.now();
  try {
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 300_000 }),
      page.getByRole('button', { name: '导出 XLSX' }).click(),
    ]);
    const seconds = (Date.now() - startedAt) / 1000;
    const bytes = statSync(await download.path()).size;
    const longest = await page.evaluate(() =>
      Math.max(0, ...((globalThis as { longTasks?: number[] }).longTasks ?? [])),
    );
    console.log(
      `  XLSX export: ${seconds.toFixed(1)} s, renderer RSS ${before.toFixed(0)} → ${peak.toFixed(0)} MiB`,
    );
    const label = `batch ${rows.toLocaleString('en')}-row XLSX export`;
    return [
      {
        name: `${label} click to download`,
        value: seconds,
        unit: 's',
        better: 'lower',
        note: `${(bytes / 2 ** 20).toFixed(1)} MiB file; longest main-thread task ${longest.toFixed(0)} ms`,
      },
      {
        name: `${label} renderer RSS rise`,
        value: peak - before,
        unit: 'MiB',
        better: 'lower',
        note: `peak ${peak.toFixed(0)} MiB (page and workers), ${before.toFixed(0)} before the click; sampled every 100 ms`,
      },
    ];
  } finally {
    clearInterval(sampler);
  }
}
