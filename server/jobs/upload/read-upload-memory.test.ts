import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { inPromotionProbe } from '../../../test-support/promoted-bytes';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'read-upload-memory-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

// A process of its own with a 48 MB heap reads a CSV body generated as it is sent (600,000 rows are
// ~21 MB: held whole as text, ~42 MB of heap, its rows several times more). Its peak RSS (VmHWM) is
// read from /proc.
const child = `
import { readFileSync } from 'node:fs';
import { readUpload } from './server/jobs/upload/read-upload.ts';
const rows = Number(process.argv[2]);
// Made a piece at a time as the reader asks: the test holds no more of it than the reader does.
let index = 0;
const piece = (i) =>
  i === 0 ? '店名,纬度,经度\\n' : Array.from({ length: 1000 }, (_, j) => \`店\${i}-\${j},\${30 + j / 1e4},\${120 + i / 1e4}\\n\`).join('');
const encoder = new TextEncoder();
const body = new ReadableStream({
  pull(controller) {
    if (index === rows / 1000 + 1) return controller.close();
    controller.enqueue(encoder.encode(piece(index++)));
  },
});
const input = await readUpload(body, process.argv[1], { contentType: 'text/csv', params: {}, maxBytes: 1e9, maxRows: 1e7 });
const hwm = Number(/VmHWM:\\s+(\\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))[1]) / 1024;
console.log(JSON.stringify({ total: input.total, chunks: input.chunks.length, peakRssMb: Math.round(hwm) }));
`;

async function readInChild(rows: number) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      '--max-old-space-size=48',
      // The young generation's own growth (up to 16 MB a semi-space) made the peak swing by ±7 MB
      // from run to run; kept small, the two peaks differ by 1–3 MB unless memory grows with the body.
      '--max-semi-space-size=2',
      '--import',
      'tsx',
      '--input-type=module',
      '--eval',
      child,
      join(root, `job${rows}`),
      String(rows),
    ],
    { cwd: process.cwd(), timeout: 120_000 },
  );
  const result = JSON.parse(stdout) as { total: number; chunks: number; peakRssMb: number };
  expect(result).toMatchObject({ total: rows, chunks: rows / 1000 });
  return result.peakRssMb;
}

it("reads a body far larger than its heap, in memory flat in the body's size", async () => {
  const small = await readInChild(60_000);
  const large = await readInChild(600_000);
  // The large body is ~19 MB more: memory that grew with it would show.
  expect(large - small, `peak RSS ${small} MB for 60,000 rows, ${large} MB for 600,000`).toBeLessThan(14);
}, 200_000);

// Rows made as the reader asks, 1,000 a piece, then read whole: the bytes it promoted (the old
// generation's garbage) after a first upload has warmed the code up.
const promotionProbe = `
import { readUpload } from './server/jobs/upload/read-upload.ts';
const piece = (i) =>
  i === 0 ? '店名,纬度,经度\\n' : Array.from({ length: 1000 }, (_, j) => \`店\${i}-\${j},\${30 + j / 1e4},\${120 + i / 1e4}\\n\`).join('');
const encoder = new TextEncoder();
const upload = async (dir, rows) => {
  let index = 0;
  const body = new ReadableStream({
    pull(controller) {
      if (index === rows / 1000 + 1) return controller.close();
      controller.enqueue(encoder.encode(piece(index++)));
    },
  });
  return readUpload(body, dir, { contentType: 'text/csv', params: {}, maxBytes: 1e9, maxRows: 1e7 });
};
await upload(process.argv[1] + '-warm', 20_000);
let total = 0;
const promoted = await promotedBy(async () => {
  total = (await upload(process.argv[1], Number(process.argv[2]))).total;
});
console.log(JSON.stringify({ total, promotedMb: promoted / 2 ** 20 }));
`;

it('promotes next to nothing of the rows it reads (they die young, not in the old generation)', async () => {
  const rows = 200_000;
  const { total, promotedMb } = await inPromotionProbe<{ total: number; promotedMb: number }>(
    promotionProbe,
    [join(root, 'promotion'), String(rows)],
  );
  expect(total).toBe(rows);
  // Papa.parse's handle kept every block's rows until they were promoted: ~30 MB for these rows.
  expect(promotedMb, `${promotedMb.toFixed(1)} MB promoted reading ${rows} rows`).toBeLessThan(8);
}, 120_000);
