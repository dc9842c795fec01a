import { rm } from 'node:fs/promises';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { testUploadReader } from './test-upload-reader';
import { JOB_CONTENT_TYPES } from '../../../contract/job-schema';
import { refusalAnswer } from '../../http/error-status';

/** The status and details a refused read answers over HTTP. */
const refusal = (promise: Promise<unknown>) => promise.then(() => undefined, refusalAnswer);

const { dir, read, allRows } = testUploadReader('read-upload-enc-');

const SIMPLIFIED = [
  '编号,门店名称,负责人,纬度,经度',
  '1,王府井店,张三,39.9151,116.4039',
  '2,前门店,李四,39.8994,116.3976',
];
const TRADITIONAL = [
  '編號,門市名稱,負責人,緯度,經度',
  '1,王府井店,張三,39.9151,116.4039',
  '2,前門店,李四,39.8994,116.3976',
];

describe('readUpload: encodings', () => {
  const cases: [string, string[], { addBOM?: boolean }][] = [
    ['gbk', SIMPLIFIED, {}],
    ['gb18030', [...SIMPLIFIED.slice(0, 2), '2,𠀀记店,李四,39.8994,116.3976'], {}],
    ['big5', TRADITIONAL, {}],
    ['utf16-le', SIMPLIFIED, { addBOM: true }],
    ['utf16-be', SIMPLIFIED, { addBOM: true }],
    ['utf8', SIMPLIFIED, { addBOM: true }],
  ];
  it.each(cases)(
    'reads a CSV saved as %s: the right rows, the names exactly as written',
    async (name, lines, how) => {
      const input = await read(iconv.encode(`${lines.join('\r\n')}\r\n`, name, how));
      expect(input).toMatchObject({ kind: 'points', header: lines[0]!.split(','), total: 2, invalid: 0 });
      const rows = await allRows(input);
      expect(rows.map((row) => row.cells)).toEqual(lines.slice(1).map((line) => line.split(',')));
      expect(rows.map((row) => ('point' in row ? row.point : undefined))).toEqual([
        { lat: 39.9151, lng: 116.4039 },
        { lat: 39.8994, lng: 116.3976 },
      ]);
    },
  );

  it('reads a TSV in UTF-16 LE (Excel\'s "Unicode text") and GBK NDJSON', async () => {
    const tsv = iconv.encode('名称\t纬度\t经度\n甲店\t39.9\t116.4\n', 'utf16-le', { addBOM: true });
    const input = await read(tsv, { contentType: JOB_CONTENT_TYPES.tsv });
    expect((await allRows(input))[0]!.cells).toEqual(['甲店', '39.9', '116.4']);
    await rm(dir(), { recursive: true }); // the next read makes it afresh
    const ndjson = iconv.encode('{"名称":"乙店","纬度":39.9,"经度":116.4}\n', 'gbk');
    const names = await read(ndjson, { contentType: JOB_CONTENT_TYPES.ndjson });
    expect((await allRows(names))[0]!.cells).toEqual(['乙店', '39.9', '116.4']);
  });

  it('reads a long GBK file whose characters straddle the reads (decoded as a stream)', async () => {
    const lines = [
      '门店名称,纬度,经度',
      ...Array.from({ length: 20_000 }, (_, i) => `第${i}号门店,39.9,116.4`),
    ];
    const input = await read(iconv.encode(lines.join('\n'), 'gbk'));
    const rows = await allRows(input);
    expect(rows).toHaveLength(20_000);
    expect(rows[19_999]!.cells[0]).toBe('第19999号门店');
    expect(rows.every((row, i) => row.cells[0] === `第${i}号门店`)).toBe(true);
  });

  it('finds the header below a title and a blank row (GBK, as Chinese Excel saves it)', async () => {
    const text = ['门店清单（2026年11月）,,,,', ',,,,', ...SIMPLIFIED].join('\r\n');
    const input = await read(iconv.encode(text, 'gbk'));
    expect(input).toMatchObject({ kind: 'points', header: SIMPLIFIED[0]!.split(','), total: 2, invalid: 0 });
    expect((await allRows(input)).map((row) => row.cells[1])).toEqual(['王府井店', '前门店']);
  });

  it('encoding= forces one, by the names people use', async () => {
    const bytes = iconv.encode(SIMPLIFIED.join('\n'), 'gbk');
    const input = await read(bytes, { params: { encoding: 'GBK' } });
    expect((await allRows(input))[0]!.cells[1]).toBe('王府井店');
    await rm(dir(), { recursive: true }); // the next read makes it afresh
    expect(await refusal(read(bytes, { params: { encoding: 'ebcdic' } }))).toMatchObject({
      status: 400,
      extra: { errorCode: 'param_invalid', params: { param: 'encoding' } },
    });
  });

  it('a file no encoding reads: 422 naming the encodings tried', async () => {
    const bytes = iconv.encode(SIMPLIFIED.join('\n'), 'gbk');
    expect(await refusal(read(bytes, { params: { encoding: 'utf-8' } }))).toMatchObject({
      status: 422,
      extra: { errorCode: 'unreadable_encoding', params: { tried: 'UTF-8' } },
    });
    // GBK's first 64 KiB, then a byte no encoding holds there: named when the reading reaches it.
    const head = iconv.encode(
      ['门店名称,纬度,经度', ...Array(9000).fill('门店,39.9,116.4')].join('\n'),
      'gbk',
    );
    const broken = Buffer.concat([head, Buffer.from([0x0a, 0xff, 0xff, 0x2c, 0x31, 0x2c, 0x32, 0x0a])]);
    expect(await refusal(read(broken))).toMatchObject({
      status: 422,
      extra: { errorCode: 'unreadable_encoding', params: { tried: 'GBK' } },
    });
    const noneReads = new Uint8Array([0x41, 0x2c, 0x42, 0x0a, 0xff, 0x41, 0xff, 0x41]);
    expect(await refusal(read(noneReads))).toMatchObject({
      status: 422,
      extra: {
        errorCode: 'unreadable_encoding',
        params: { tried: 'UTF-8, UTF-16 LE, UTF-16 BE, GBK, Big5' },
      },
    });
  });
});
