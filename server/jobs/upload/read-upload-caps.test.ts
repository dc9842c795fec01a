import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { JOB_CONTENT_TYPES } from '../../../contract/job-schema';
import { refusalAnswer } from '../../http/error-status';
import { sharedStringXlsx } from '../../../test-support/shared-string-xlsx';
import { bodyOf } from '../../../test-support/upload-body';
import { readUpload, type ReadUploadOptions } from './read-upload';
import { MAX_RECORD_CHARS } from './upload-limits';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'read-upload-caps-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

const read = (data: string | Uint8Array, overrides: Partial<ReadUploadOptions> = {}) =>
  readUpload(bodyOf(data).body, join(root, 'job'), {
    contentType: JOB_CONTENT_TYPES.csv,
    params: {},
    maxBytes: 20_000_000,
    maxRows: 100_000,
    ...overrides,
  });

const refused = async (promise: Promise<unknown>, status: number, errorCode: string) => {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(refusalAnswer(error)).toMatchObject({ status, extra: { errorCode } });
  expect(await readdir(root)).toEqual([]);
};

const ndjson = JOB_CONTENT_TYPES.ndjson;
const xlsx = JOB_CONTENT_TYPES.xlsx;

describe('readUpload caps what a file decodes to, in every format', () => {
  it('an NDJSON line over the record cap: 422 row_too_long', async () => {
    const long = `{"lat":31,"lng":121,"note":"${'x'.repeat(MAX_RECORD_CHARS + 10)}"}`;
    await refused(read(`{"lat":31,"lng":121}\n${long}\n`, { contentType: ndjson }), 422, 'row_too_long');
  });

  it('an NDJSON line without its end, over the record cap: refused while it is read', async () => {
    await refused(
      read(`{"lat":31,"lng":121}\n{"a":"${'y'.repeat(3 * MAX_RECORD_CHARS)}`, { contentType: ndjson }),
      422,
      'row_too_long',
    );
  });

  it('an XLSX row over the record cap: 422 row_too_long', async () => {
    await refused(
      read(sharedStringXlsx('z'.repeat(MAX_RECORD_CHARS + 10), 1), { contentType: xlsx }),
      422,
      'row_too_long',
    );
  });

  it('an XLSX of one shared string named by many rows: 422, each reference counted', async () => {
    const file = sharedStringXlsx('w'.repeat(100_000), 400);
    expect(file.byteLength).toBeLessThan(10_000);
    await refused(read(file, { contentType: xlsx }), 422, 'xlsx_too_large');
  });

  it('rows that decode past JOBS_MAX_BYTES (NDJSON of many keys, each row all of them): 413', async () => {
    const keys = Array.from({ length: 900 }, (_, i) => `"k${i}":1`).join(',');
    const lines = [
      `{"lat":31,"lng":121,${keys}}`,
      ...Array.from({ length: 2000 }, () => '{"lat":31,"lng":121}'),
    ];
    const text = lines.join('\n');
    expect(text.length).toBeLessThan(100_000);
    await refused(read(text, { contentType: ndjson, maxBytes: 200_000 }), 413, 'body_too_large');
  });

  it('bytes past the first 64 KiB that the detected encoding (UTF-8) cannot read: 422 unreadable_encoding', async () => {
    const head = new TextEncoder().encode(`lat,lng\n${'31,121\n'.repeat(20_000)}`);
    const gbk = new Uint8Array([0xc3, 0xfb, 0xb3, 0xc6, 0x2c, 0x31, 0x0a]);
    await refused(read(Buffer.concat([head, gbk])), 422, 'unreadable_encoding');
  });

  it('a file within every cap is read', async () => {
    const input = await read(sharedStringXlsx('店', 50), { contentType: xlsx });
    expect(input.total).toBe(50);
  });
});
