import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convertPoint } from '../../common/convert-point';
import { readJobPoints } from '../../common/job-points';
import { JOB_CONTENT_TYPES } from '../../contract/job-schema';
import { bodyOf } from '../../test-support/upload-body';
import { writeChunkOutcomes } from '../jobs/work/chunk-files';
import { outcomeLinesOf } from '../jobs/work/outcome-lines';
import type { JobInput, RowOutcome } from '../jobs/job-chunks';
import { inputPath } from '../jobs/job-paths';
import { readUpload } from '../jobs/upload/read-upload';
import { createApp } from '../main/app';
import { testApp } from '../main/test-app';
import { NotFound } from '../domain-errors';
import { jobResultFiles } from '../jobs/results/result-file';
import { jobFileRoute } from './job-file';
import type { Job } from '../../contract/job-schema';
import { downloadSlots } from '../limits/download-slots';
import { submittedLang } from '../jobs/results/result-words';

let root: string;
let input: JobInput;
let names: JobInput;
const POINTS = 'a'.repeat(32);
const NAMES = 'b'.repeat(32);
const ZH = 'd'.repeat(32);
const kinds: Record<string, 'points' | 'names'> = { [POINTS]: 'points', [NAMES]: 'names', [ZH]: 'points' };

let state: Job['state'] = 'running';
let xlsxBuilds = 0;
const slots = downloadSlots(2);
const app = () =>
  createApp({
    provider: testApp().provider,
    apiKeys: [],
    logger: () => {},
    extraRoutes: [
      jobFileRoute(
        {
          resultFile: jobResultFiles(
            async (id) => {
              const kind = kinds[id];
              if (!kind) throw new NotFound('no such job', { errorCode: 'job_not_found' });
              return { kind, state };
            },
            (id) => join(root, id),
            { slots, xlsxBuilt: () => void xlsxBuilds++ },
          ),
        },
        { client: (c) => c.req.header('x-test-client') },
      ),
    ],
  });
const get = (path: string) => app().request(`/api/jobs/${path}`);

// Rows: 1 a found point, 2 a formula-like name, 3 unreadable, 4 a failed lookup, …, 1500 (chunk 1, not done).
const fields = (row: number) => [`地址${row}`, '北京市', '北京市', '东城区', '110101', '东华门街道', '', ''];
const outcomes = (first: number, count: number): RowOutcome[] =>
  Array.from({ length: count }, (_, i) => {
    const row = first + i;
    if (row === 3) return { row, status: 'invalid', code: 'not-a-number', msg: 'not-a-number' };
    if (row === 4)
      return { row, status: 'failed', code: 'upstream_timeout', msg: 'the upstream did not answer' };
    return { row, status: 'ok', fields: fields(row) };
  });

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'job-file-'));
  const lines = [
    '店名,lat,lng',
    '王府井,39.908722,116.397499',
    '=1+1,31.2,121.5',
    '坏,abc,121',
    '超时,30,120',
  ];
  for (let row = 5; row <= 1500; row++) lines.push(`店${row},${30 + row / 1e4},120`);
  input = await readUpload(bodyOf(lines.join('\n')).body, join(root, POINTS), {
    contentType: JOB_CONTENT_TYPES.csv,
    params: {},
    maxBytes: 1e7,
    maxRows: 1e5,
  });
  await writeChunkOutcomes(join(root, POINTS), 0, outcomeLinesOf(outcomes(1, 1000)));
  names = await readUpload(bodyOf('品名\n中华\n').body, join(root, NAMES), {
    contentType: JOB_CONTENT_TYPES.csv,
    params: {},
    maxBytes: 1e7,
    maxRows: 1e5,
  });
});
afterAll(() => rm(root, { recursive: true, force: true }));

const parseCsv = (text: string) => text.split('\r\n').filter(Boolean);

describe('GET /api/jobs/:id/:file', () => {
  it('results.csv: UTF-8 with a BOM, the batch view columns, the rows done so far, formulas neutralised', async () => {
    const response = await get(`${POINTS}/results.csv`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="results.csv"');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = parseCsv(new TextDecoder().decode(bytes.slice(3)));
    expect(lines[0]).toBe(
      '店名,lat,lng,lat_gcj02,lng_gcj02,Address,Province,City,District,Adcode,Town,Street,Nearest place,Status',
    );
    // Chunk 0 only: chunk 1 is not done.
    expect(lines).toHaveLength(1 + 1000);
    expect(lines[1]).toBe(
      '王府井,39.908722,116.397499,39.908722,116.397499,地址1,北京市,北京市,东城区,110101,东华门街道,,,OK',
    );
    expect(lines[2]).toMatch(/^'=1\+1,31\.2,121\.5,/);
    expect(lines[3]).toBe('坏,abc,121,,,,,,,,,,,Unreadable');
    expect(lines[4]).toMatch(/,Failed: the upstream did not answer$/);
  });

  it('results.csv in Chinese with lang=zh', async () => {
    const text = await (await get(`${POINTS}/results.csv?lang=zh`)).text();
    expect(parseCsv(text)[0]).toMatch(/,地址,省,市,区县,行政区划代码,乡镇街道,道路,最近地点,状态$/);
    expect(parseCsv(text)[1]).toMatch(/,成功$/);
  });

  it('results.xlsx: read back, numbers as numbers, text cells without the CSV apostrophe', async () => {
    const response = await get(`${POINTS}/results.xlsx`);
    expect(response.status).toBe(200);
    const sheet = await readSheet(Buffer.from(await response.arrayBuffer()));
    expect(sheet).toHaveLength(1 + 1000);
    expect(sheet[0]!.slice(0, 6)).toEqual(['店名', 'lat', 'lng', 'lat_gcj02', 'lng_gcj02', 'Address']);
    expect(sheet[1]!.slice(0, 6)).toEqual(['王府井', 39.908722, 116.397499, 39.908722, 116.397499, '地址1']);
    // adcode is text in the answer, kept as text.
    expect(sheet[1]![9]).toBe('110101');
    expect(sheet[2]![0]).toBe('=1+1');
    expect(sheet[3]!.slice(0, 3)).toEqual(['坏', 'abc', 121]);
  });

  it("results.xlsx above a sheet's rows: 422 pointing to CSV", async () => {
    const dir = join(root, POINTS);
    const saved = await readFile(inputPath(dir), 'utf8');
    await writeFile(inputPath(dir), JSON.stringify({ ...input, total: 1_048_576 }));
    try {
      const response = await get(`${POINTS}/results.xlsx`);
      expect(response.status).toBe(422);
      const body = (await response.json()) as { msg: string };
      expect(body.msg).toMatch(/more than an XLSX sheet holds .*results\.csv/);
    } finally {
      await writeFile(inputPath(dir), saved);
    }
  });

  it('results.geojson: a feature per readable row done, WGS-84 geometry, the columns in properties', async () => {
    const response = await get(`${POINTS}/results.geojson`);
    expect(response.headers.get('content-type')).toBe('application/geo+json');
    const collection = (await response.json()) as {
      features: { geometry: { coordinates: number[] }; properties: Record<string, unknown> }[];
    };
    expect(collection.features).toHaveLength(999);
    const [first] = collection.features;
    const wgs = convertPoint({ lat: 39.908722, lng: 116.397499 }, 'GCJ-02', 'WGS-84');
    expect(first!.geometry.coordinates[0]).toBeCloseTo(wgs.lng, 6);
    expect(first!.geometry.coordinates[1]).toBeCloseTo(wgs.lat, 6);
    expect(first!.properties).toMatchObject({
      // The row's number in the spreadsheet: the header is row 1.
      row: 2,
      店名: '王府井',
      Address: '地址1',
      lat_gcj02: 39.908722,
      Status: 'OK',
    });
  });

  it('results.ndjson: the columns first, then rows from `from`, `limit` of them, pending ones included', async () => {
    const text = await (await get(`${POINTS}/results.ndjson?from=999&limit=4`)).text();
    const [head, ...rows] = text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(head).toEqual({
      kind: 'points',
      header: ['店名', 'lat', 'lng'],
      answer_keys: expect.arrayContaining(['address', 'poi']),
    });
    expect(rows.map((row) => [row.row, row.status])).toEqual([
      [999, 'ok'],
      [1000, 'ok'],
      [1001, 'pending'],
      [1002, 'pending'],
    ]);
    expect(rows[0]).toMatchObject({
      line: 1000,
      cells: ['店999', '30.0999', '120'],
      answer: { address: '地址999', adcode: '110101' },
    });
    const early = await (await get(`${POINTS}/results.ndjson?limit=4`)).text();
    expect(
      early
        .trim()
        .split('\n')
        .slice(1)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    ).toMatchObject([
      { row: 1, status: 'ok' },
      { row: 2, status: 'ok' },
      { row: 3, status: 'invalid', code: 'not-a-number' },
      { row: 4, status: 'failed', code: 'upstream_timeout', msg: 'the upstream did not answer' },
    ]);
  });

  it('errors.csv: every unreadable row and failed lookup with its row number (as the spreadsheet shows it) and why', async () => {
    // Response.text() drops the BOM.
    const lines = parseCsv(await (await get(`${POINTS}/errors.csv`)).text());
    expect(lines).toEqual([
      'Row,Code,Reason,店名,lat,lng',
      '4,not-a-number,the coordinates are not numbers,坏,abc,121',
      '5,upstream_timeout,the upstream did not answer,超时,30,120',
    ]);
  });

  it('errors.csv of a job submitted in Chinese: its reasons in Chinese, unless a download names English', async () => {
    const dir = join(root, ZH);
    await readUpload(bodyOf('店名,lat,lng\n坏,abc,121\n好,30,120\n').body, dir, {
      contentType: JOB_CONTENT_TYPES.csv,
      params: { lang: submittedLang(undefined, 'zh-CN,zh;q=0.9,en;q=0.8') },
      maxBytes: 1e7,
      maxRows: 1e5,
    });
    await writeChunkOutcomes(dir, 0, outcomeLinesOf([{ row: 2, status: 'ok', fields: fields(2) }]));
    expect(parseCsv(await (await get(`${ZH}/errors.csv`)).text())).toEqual([
      '行,代码,原因,店名,lat,lng',
      // Row 2 as the spreadsheet shows it: the header is row 1.
      '2,not-a-number,坐标不是数字,坏,abc,121',
    ]);
    expect(parseCsv(await (await get(`${ZH}/errors.csv?lang=en`)).text())[1]).toBe(
      '2,not-a-number,the coordinates are not numbers,坏,abc,121',
    );
    expect(submittedLang(undefined, 'en-US,zh;q=0.5')).toBe('en');
    expect(submittedLang('zh', 'en-US')).toBe('zh');
  });

  it('the rows done so far grow as chunks are written', async () => {
    const dir = join(root, POINTS);
    await writeChunkOutcomes(dir, 1, outcomeLinesOf(outcomes(1001, 500)));
    try {
      expect(parseCsv(await (await get(`${POINTS}/results.csv`)).text())).toHaveLength(1 + 1500);
    } finally {
      await rm(join(dir, 'chunks', '000001.ndjson'));
    }
  });

  it("points.bin: every row's GCJ-02 point with its state, done or not; none of a names job", async () => {
    const response = await get(`${POINTS}/points.bin`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    const points = readJobPoints(await response.arrayBuffer());
    // 1,500 rows, row 3 unreadable: chunk 1 (rows 1001-1500) pending.
    expect(points).toHaveLength(1499);
    expect(points.slice(0, 4)).toEqual([
      { row: 1, lng: 116.397499, lat: 39.908722, state: 'ok' },
      { row: 2, lng: 121.5, lat: 31.2, state: 'ok' },
      { row: 4, lng: 120, lat: 30, state: 'failed' },
      { row: 5, lng: 120, lat: 30.0005, state: 'ok' },
    ]);
    expect(points.at(-1)).toEqual({ row: 1500, lng: 120, lat: 30.15, state: 'pending' });
    expect(points.filter(({ state }) => state === 'pending')).toHaveLength(500);
    expect((await get(`${NAMES}/points.bin`)).status).toBe(404);
  });

  it('points.bin?max=N: an even sample of N across the job (first and last kept); 400 for a max not from 1', async () => {
    const sampled = readJobPoints(await (await get(`${POINTS}/points.bin?max=3`)).arrayBuffer());
    // 1,499 points (row 3 unreadable): the first, the 750th (row 751) and the last.
    expect(sampled.map(({ row }) => row)).toEqual([1, 751, 1500]);
    expect(readJobPoints(await (await get(`${POINTS}/points.bin?max=1499`)).arrayBuffer())).toHaveLength(
      1499,
    );
    expect((await get(`${POINTS}/points.bin?max=0`)).status).toBe(400);
  });

  it('404 for an unknown job, an unknown file, or geojson of a names job; 400 for a bad page', async () => {
    const unknown = await get(`${'c'.repeat(32)}/results.csv`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 404 });
    expect((await get(`${POINTS}/results.txt`)).status).toBe(404);
    expect((await get(`${NAMES}/results.geojson`)).status).toBe(404);
    expect((await get(`${POINTS}/results.ndjson?from=0`)).status).toBe(400);
    expect(names.kind).toBe('names');
    expect((await get(`${NAMES}/results.csv`)).status).toBe(200);
  });

  it("a finished job's XLSX is built once a language and kept: the next download streams the same bytes unbuilt", async () => {
    state = 'done';
    try {
      const first = Buffer.from(await (await get(`${POINTS}/results.xlsx`)).arrayBuffer());
      const second = Buffer.from(await (await get(`${POINTS}/results.xlsx`)).arrayBuffer());
      expect(xlsxBuilds).toBe(1);
      expect(second.equals(first)).toBe(true);
      expect((await readSheet(second)).length).toBe(1 + 1000);
      await (await get(`${POINTS}/results.xlsx?lang=zh`)).arrayBuffer();
      expect(xlsxBuilds).toBe(2); // another language, another file
    } finally {
      state = 'running';
      await rm(join(root, POINTS, 'results-en.xlsx'), { force: true });
      await rm(join(root, POINTS, 'results-zh.xlsx'), { force: true });
    }
  });

  it("a client's downloads at once past its limit answer 429 with Retry-After; one ended or given up frees its slot", async () => {
    const download = () =>
      app().request(`/api/jobs/${POINTS}/results.csv`, { headers: { 'x-test-client': 'c9' } });
    const open = [await download(), await download()];
    expect(open.map((answer) => answer.status)).toEqual([200, 200]);
    const refused = await download();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(await refused.json()).toMatchObject({
      error_code: 'job_downloads_limit_reached',
      error_params: { max: 2 },
    });
    // A page of rows (the batch view's table, results.ndjson?limit= up to 1,000) is a bounded read, not a download.
    const page = await app().request(`/api/jobs/${POINTS}/results.ndjson?from=1&limit=500`, {
      headers: { 'x-test-client': 'c9' },
    });
    expect(page.status).toBe(200);
    await page.text();
    await open[0]!.text(); // read to its end
    await open[1]!.body!.cancel(); // or given up
    const again = await download();
    expect(again.status).toBe(200);
    await again.text();
  });
});
