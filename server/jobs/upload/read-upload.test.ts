import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strToU8, Zip, ZipDeflate, zipSync } from 'fflate';
import writeXlsxFile from 'write-excel-file/node';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { convertPoint } from '../../../common/convert-point';
import { JOB_CONTENT_TYPES } from '../../../contract/job-schema';
import { loopTurns } from '../../../test-support/loop-turns';
import { bodyOf } from '../../../test-support/upload-body';
import { openChunkRows } from '../work/chunk-files';
import type { JobInput } from '../job-chunks';
import { inputPath } from '../job-paths';
import { readUpload, type ReadUploadOptions } from './read-upload';
import { refusalAnswer } from '../../http/error-status';
import { CHUNK_BYTES } from './upload-limits';

let root: string;
let dir: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'read-upload-'));
  dir = join(root, 'job');
});
afterEach(() => rm(root, { recursive: true, force: true }));

const options = (overrides: Partial<ReadUploadOptions> = {}): ReadUploadOptions => ({
  contentType: JOB_CONTENT_TYPES.csv,
  params: {},
  maxBytes: 10_000_000,
  maxRows: 100_000,
  ...overrides,
});

const read = (data: string | Uint8Array, overrides: Partial<ReadUploadOptions> = {}) =>
  readUpload(bodyOf(data).body, dir, options(overrides));

const allRows = async (input: JobInput) =>
  (await Promise.all(input.chunks.map(async (chunk) => [...(await openChunkRows(dir, chunk))]))).flat();

describe('readUpload', () => {
  it('reads the rows in slices: the event loop turns once a slice is spent, however fast each row is', async () => {
    const turns = loopTurns();
    // Each look at the clock (one a row) steps it 0.4 ms: a slice of 1 ms holds 3 rows.
    let now = 0;
    const looksPerTurn = new Map<number, number>();
    const clock = () => {
      looksPerTurn.set(turns.now(), (looksPerTurn.get(turns.now()) ?? 0) + 1);
      return (now += 0.4);
    };
    const lines = ['lat,lng', ...Array.from({ length: 3000 }, (_, i) => `${30 + i / 1e5},116.5`)];
    const input = await read(lines.join('\n'), { clock });
    turns.stop();
    expect(input.total).toBe(3000);
    expect([...looksPerTurn.values()].reduce((sum, looks) => sum + looks, 0)).toBeGreaterThan(3000);
    expect(Math.max(...looksPerTurn.values())).toBeLessThanOrEqual(4);
  });

  it('ends a chunk early once its lines reach CHUNK_BYTES: wide rows make chunks each read of them holds a few of', async () => {
    // 40 rows of ~300,000-character cells: ~12 MB of lines, ~14 rows to CHUNK_BYTES (4 MiB).
    const wide = 'x'.repeat(300_000);
    const lines = ['店名,纬度,经度', ...Array.from({ length: 40 }, (_, i) => `${wide}${i},30.${i},116.5`)];
    const input = await read(lines.join('\n'), { maxBytes: 50_000_000 });
    expect(input.total).toBe(40);
    expect(input.chunks.length).toBeGreaterThanOrEqual(3);
    for (const chunk of input.chunks) expect(chunk.end - chunk.start).toBeLessThan(CHUNK_BYTES + 400_000);
    expect(input.chunks.map(({ rows }) => rows).reduce((sum, rows) => sum + rows, 0)).toBe(40);
    const rows = await allRows(input);
    expect(rows.map(({ row }) => row)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(rows[39]!.cells[0]).toBe(`${wide}39`);
  });

  it('reads a CSV of points into chunks of 1,000 rows, each row with its number and GCJ-02 point', async () => {
    const lines = ['店名,纬度,经度'];
    for (let i = 0; i < 2500; i++) lines.push(i === 1200 ? `坏,abc,116` : `店${i},${30 + i / 10000},116.5`);
    const input = await read(`\uFEFF${lines.join('\r\n')}\r\n`);
    expect(input).toMatchObject({
      kind: 'points',
      datum: 'GCJ-02',
      poi: 0,
      header: ['店名', '纬度', '经度'],
    });
    expect(input.total).toBe(2500);
    expect(input.invalid).toBe(1);
    expect(input.chunks.map(({ index, firstRow, rows }) => [index, firstRow, rows])).toEqual([
      [0, 1, 1000],
      [1, 1001, 1000],
      [2, 2001, 500],
    ]);
    expect(input.chunks[1]!.start).toBe(input.chunks[0]!.end);
    const second = [...(await openChunkRows(dir, input.chunks[1]!))];
    expect(second[0]).toEqual({
      row: 1001,
      line: 1002,
      cells: ['店1000', '30.1', '116.5'],
      point: { lat: 30.1, lng: 116.5 },
    });
    expect(second[199]).toEqual({
      row: 1200,
      line: 1201,
      cells: ['店1199', '30.1199', '116.5'],
      point: { lat: 30.1199, lng: 116.5 },
    });
    expect(second[200]).toEqual({ row: 1201, line: 1202, cells: ['坏', 'abc', '116'], bad: 'not-a-number' });
    expect(JSON.parse(await readFile(inputPath(dir), 'utf8'))).toEqual(input);
    // The body itself is not kept once read.
    expect((await readdir(dir)).sort()).toEqual(['input.json', 'rows.ndjson']);
  });

  it('converts WGS-84 and BD-09 points to GCJ-02 as the batch view does', async () => {
    const csv = 'lat,lng\n39.908722,116.397499\n';
    const wgs = await read(csv, { params: { datum: 'WGS-84' } });
    expect((await allRows(wgs))[0]).toMatchObject({
      point: convertPoint({ lat: 39.908722, lng: 116.397499 }, 'WGS-84', 'GCJ-02'),
    });
    await rm(dir, { recursive: true });
    const bd = await read(csv, { params: { datum: 'BD-09', poi: '1' } });
    expect(bd).toMatchObject({ datum: 'BD-09', poi: 1 });
    expect((await allRows(bd))[0]).toMatchObject({
      point: convertPoint({ lat: 39.908722, lng: 116.397499 }, 'BD-09', 'GCJ-02'),
    });
  });

  it('takes the columns the parameters name, by header text', async () => {
    const tsv = 'id\tY coord\tX coord\tstore\n1\t31.2\t121.5\t甲\n';
    const input = await read(tsv, {
      contentType: `${JOB_CONTENT_TYPES.tsv}; charset=utf-8`,
      params: { lat: 'Y coord', lng: 'x COORD' },
    });
    expect((await allRows(input))[0]).toMatchObject({ point: { lat: 31.2, lng: 121.5 } });
  });

  it('reads a combined location column', async () => {
    const input = await read('where,n\n"31.2, 121.5",1\n"1,2,3",2\n', { params: { location: 'where' } });
    expect(await allRows(input)).toEqual([
      { row: 1, line: 2, cells: ['31.2, 121.5', '1'], point: { lat: 31.2, lng: 121.5 } },
      { row: 2, line: 3, cells: ['1,2,3', '2'], bad: 'not-a-pair' },
    ]);
  });

  it('reads a location column longitude first when its header or location_order says so, or all its values', async () => {
    const amap = 'name,经度，纬度\n甲,"116.397,39.909"\n';
    expect((await allRows(await read(amap)))[0]).toMatchObject({ point: { lat: 39.909, lng: 116.397 } });
    const named = 'where\n"121.5,31.2"\n"100,20"\n';
    expect((await allRows(await read(named, { params: { location: 'where' } })))[0]).toMatchObject({
      point: { lat: 31.2, lng: 121.5 },
    });
    const forced = await read('where\n"31.2,121.5"\n', {
      params: { location: 'where', location_order: 'lng,lat' },
    });
    expect((await allRows(forced))[0]).toMatchObject({ bad: 'out-of-range' });
  });

  it('detects a names file, and names rows without a name', async () => {
    const input = await read(`卷烟名称,价格\n 中华(硬) ,45\n,10\n${'中'.repeat(65)},1\n`);
    expect(input).toMatchObject({ kind: 'names', total: 3, invalid: 2 });
    expect(await allRows(input)).toEqual([
      { row: 1, line: 2, cells: [' 中华(硬) ', '45'], name: '中华(硬)' },
      { row: 2, line: 3, cells: ['', '10'], bad: 'no-name' },
      { row: 3, line: 4, cells: ['中'.repeat(65), '1'], bad: 'name-too-long' },
    ]);
  });

  it('reads NDJSON objects: the header is every key in first-seen order', async () => {
    const ndjson =
      '{"lat":31.2,"lng":121.5}\n\n{"name":"x","lat":"30","lng":120,"tags":{"a":1}}\n{"lng":1,"lat":null}\n';
    const input = await read(ndjson, { contentType: JOB_CONTENT_TYPES.ndjson });
    expect(input.header).toEqual(['lat', 'lng', 'name', 'tags']);
    expect(await allRows(input)).toEqual([
      { row: 1, line: 2, cells: ['31.2', '121.5', '', ''], point: { lat: 31.2, lng: 121.5 } },
      { row: 2, line: 3, cells: ['30', '120', 'x', '{"a":1}'], point: { lat: 30, lng: 120 } },
      { row: 3, line: 4, cells: ['', '1', '', ''], bad: 'missing' },
    ]);
  });

  it('reads the first sheet of an XLSX file, numbers as text in full', async () => {
    const xlsx = await writeXlsxFile(
      [
        [{ value: '店名' }, { value: 'lat' }, { value: 'lng' }],
        [{ value: '王府井' }, { value: 39.915119 }, { value: 116.403963 }],
        [{ value: '空' }, null, { value: 121.5 }],
      ],
      {},
    ).toBuffer();
    const input = await read(new Uint8Array(xlsx), { contentType: JOB_CONTENT_TYPES.xlsx });
    expect(input).toMatchObject({ header: ['店名', 'lat', 'lng'], total: 2, invalid: 1 });
    expect(await allRows(input)).toEqual([
      {
        row: 1,
        line: 2,
        cells: ['王府井', '39.915119', '116.403963'],
        point: { lat: 39.915119, lng: 116.403963 },
      },
      { row: 2, line: 3, cells: ['空', '', '121.5'], bad: 'missing' },
    ]);
  });

  it('drops blank rows and names unnamed header cells, as the batch view does', async () => {
    const input = await read('lat,,lng\n\n31,x,121\n , , \n');
    expect(input.header).toEqual(['lat', '#2', 'lng']);
    expect(input.total).toBe(1);
  });
});

/** A zip whose one part inflates to `bytes` of zeros (streamed, so the test never holds it whole). */
function zipBomb(bytes: number): Uint8Array {
  const pieces: Uint8Array[] = [];
  const zip = new Zip((error, piece) => {
    if (error) throw error;
    pieces.push(piece);
  });
  const part = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 1 });
  zip.add(part);
  const zeros = new Uint8Array(1024 * 1024);
  for (let i = 0; i < bytes / zeros.byteLength; i++) part.push(zeros);
  part.push(new Uint8Array(0), true);
  zip.end();
  return Buffer.concat(pieces);
}

describe('readUpload refuses bad input, names what was wrong and leaves nothing behind', () => {
  const refused = async (
    promise: Promise<unknown>,
    status: number,
    errorCode: string,
    message: RegExp,
    params?: Record<string, unknown>,
  ) => {
    const error = await promise.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    const answer = refusalAnswer(error); // the status and details it answers over HTTP
    expect(answer).toMatchObject({ status, extra: { errorCode } });
    expect((error as Error).message).toMatch(message);
    if (params) expect(answer?.extra.params).toMatchObject(params);
    expect(await readdir(root)).toEqual([]);
  };

  it('a missing or unknown Content-Type: 415, naming the formats it takes', async () => {
    await refused(
      read('lat,lng\n1,2\n', { contentType: undefined }),
      415,
      'unsupported_content_type',
      /text\/csv/,
    );
    await refused(
      read('lat,lng\n1,2\n', { contentType: 'application/json' }),
      415,
      'unsupported_content_type',
      /application\/json is not/,
      { content_type: 'application/json' },
    );
  });

  it('a declared Content-Length over the cap: 413 before a byte is read', async () => {
    const { body, stats } = bodyOf('lat,lng\n1,2\n');
    await refused(
      readUpload(body, dir, options({ maxBytes: 100, contentLength: 101 })),
      413,
      'body_too_large',
      /larger than the limit of 100 bytes/,
      { max_bytes: 100 },
    );
    expect(stats).toEqual({ pulled: 0, cancelled: true });
  });

  it('a body that runs past the cap: 413, and the reading stops there', async () => {
    const { body, stats } = bodyOf('x'.repeat(1024 * 1024), 1024);
    await refused(
      readUpload(body, dir, options({ maxBytes: 10 * 1024 })),
      413,
      'body_too_large',
      /10240 bytes/,
    );
    expect(stats.pulled).toBeLessThanOrEqual(12);
    expect(stats.cancelled).toBe(true);
  });

  it('more rows than the cap: 413', async () => {
    const csv = `lat,lng\n${'31,121\n'.repeat(2001)}`;
    await refused(read(csv, { maxRows: 2000 }), 413, 'too_many_rows', /more than 2000 rows/, {
      max_rows: 2000,
    });
  });

  it('an XLSX zip bomb: 422 once the inflated size passes the cap', async () => {
    const bomb = zipBomb(48 * 1024 * 1024);
    expect(bomb.byteLength).toBeLessThan(100 * 1024);
    await refused(
      read(bomb, { contentType: JOB_CONTENT_TYPES.xlsx, maxXlsxBytes: 8 * 1024 * 1024 }),
      422,
      'xlsx_too_large',
      /unpacks to more than 8388608 bytes: send it as CSV/,
    );
  });

  it('an XLSX that is not a zip, or a zip that is not a workbook: 422', async () => {
    await refused(
      read('lat,lng\n1,2\n', { contentType: JOB_CONTENT_TYPES.xlsx }),
      422,
      'not_a_table',
      /XLSX/,
    );
    const notBook = zipSync({ 'a.txt': strToU8('hello') });
    await refused(read(notBook, { contentType: JOB_CONTENT_TYPES.xlsx }), 422, 'not_a_table', /XLSX/);
  });

  it('a binary file sent as CSV: 422', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    await refused(read(png), 422, 'not_a_table', /not CSV text/);
  });

  it('a header and no data rows, or no rows at all: 422', async () => {
    await refused(read('lat,lng\n\n , \n'), 422, 'header_only', /no data rows/);
    await refused(read('\n\n'), 422, 'empty_file', /no rows/);
    await refused(read('', { contentType: JOB_CONTENT_TYPES.ndjson }), 422, 'empty_file', /no rows/);
  });

  it('a mapping naming a column the file does not have: 400 naming it', async () => {
    await refused(
      read('lat,lng\n1,2\n', { params: { lat: 'lat', lng: 'longitude' } }),
      400,
      'column_not_found',
      /lng=longitude names a column the file does not have \(its columns: lat, lng\)/,
      { param: 'lng', column: 'longitude' },
    );
    await refused(
      read('lat,lng\n1,2\n', { params: { lat: 'lat' } }),
      400,
      'column_pair_incomplete',
      /lat and lng/,
    );
    await refused(
      read('lat,lng\n1,2\n', { params: { kind: 'names', lat: 'lat', lng: 'lng' } }),
      400,
      'mapping_conflict',
      /not both/,
    );
  });

  it('no column the detection recognises: 422', async () => {
    await refused(read('a,b\n1,2\n'), 422, 'columns_not_detected', /coordinate or name columns/);
  });

  it('an NDJSON line that is not an object: 422 naming the line', async () => {
    await refused(
      read('{"lat":1,"lng":2}\n[1,2]\n', { contentType: JOB_CONTENT_TYPES.ndjson }),
      422,
      'ndjson_bad_line',
      /line 2/,
      { line: 2 },
    );
  });
});
