import readXlsxFile from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import { describe, expect, it } from 'vitest';
import { fileKind } from './file-kind';
import iconv from 'iconv-lite';
import { parseDelimited, parseDelimitedBytes, parseXlsx, TableReadError } from './parse-table';

describe('parseDelimitedBytes', () => {
  const text = '编号,门店名称,纬度,经度\r\n1,𠀀记王府井店,39.9151,116.4039\r\n';
  const traditional = '編號,門市名稱,緯度,經度\r\n1,王府井店,39.9151,116.4039\r\n';
  it.each([
    ['gb18030', text, 'gb18030', {}],
    ['gbk', text.replace('𠀀', ''), 'gb18030', {}],
    ['big5', traditional, 'big5', {}],
    ['utf16-le', text, 'utf-16le', { addBOM: true }],
    ['utf16-be', text, 'utf-16be', { addBOM: true }],
  ] as const)('reads a file saved as %s, and says it did', (name, source, encoding, how) => {
    const table = parseDelimitedBytes(iconv.encode(source, name, how));
    expect(table.encoding).toBe(encoding);
    expect([table.header, ...table.rows].map((row) => row.join(','))).toEqual(source.trim().split('\r\n'));
  });

  it('reads in the encoding picked, and names none when none reads', () => {
    const gbk = iconv.encode(text, 'gbk');
    expect(parseDelimitedBytes(gbk, 'big5').encoding).toBe('big5');
    expect(() => parseDelimitedBytes(gbk, 'utf-8')).toThrow(
      expect.objectContaining({ kind: 'unreadable-encoding' }),
    );
    expect(() => parseDelimitedBytes(new Uint8Array([0x61, 0x0a, 0xff, 0x61, 0xff]))).toThrow(
      expect.objectContaining({ kind: 'unreadable-encoding' }),
    );
  });
});

describe('parseDelimited', () => {
  it('reads CSV with a BOM, CRLF, quotes and Chinese', () => {
    const table = parseDelimited(
      '\uFEFF名称,lat,lng\r\n"王府井, 东",39.91,116.41\r\n"说""好""的",31.2,121.5\r\n',
    );
    expect(table.header).toEqual(['名称', 'lat', 'lng']);
    expect(table.rows).toEqual([
      ['王府井, 东', '39.91', '116.41'],
      ['说"好"的', '31.2', '121.5'],
    ]);
  });

  it('detects tabs (TSV, or rows pasted from a spreadsheet) and semicolons', () => {
    expect(parseDelimited('lat\tlng\n1\t2\n').rows).toEqual([['1', '2']]);
    expect(parseDelimited('lat;lng\n1,5;2,5\n').rows).toEqual([['1,5', '2,5']]);
  });

  it('drops blank rows and names unnamed header cells', () => {
    const table = parseDelimited('lat,,lng\n\n1,x,2\n , , \n');
    expect(table.header).toEqual(['lat', '#2', 'lng']);
    expect(table.rows).toEqual([['1', 'x', '2']]);
  });

  it('numbers each row as the spreadsheet shows it: title, blank rows and header counted', () => {
    const table = parseDelimited(
      '门店清单（2026年11月）,,\r\n\r\n名称,lat,lng\r\n甲,1,2\r\n,,\r\n"乙\n二层",3,4\r\n',
    );
    expect(table.rows.map((row) => row[0])).toEqual(['甲', '乙\n二层']);
    expect(table.lines).toEqual([4, 6]);
  });

  it('refuses an empty file', () => {
    expect(() => parseDelimited('\n \n')).toThrow(TableReadError);
  });
});

describe('parseXlsx', () => {
  it('reads the first sheet of a real XLSX file as text cells', async () => {
    const blob = await writeXlsxFile(
      [
        [{ value: '店名' }, { value: 'lat' }, { value: 'lng' }],
        [{ value: '王府井' }, { value: 39.915119 }, { value: 116.403963 }],
        [{ value: '空' }, null, { value: 121.5 }],
      ],
      {},
    ).toBuffer();
    const data = blob.buffer.slice(blob.byteOffset, blob.byteOffset + blob.byteLength) as ArrayBuffer;
    const table = await parseXlsx(data, (input) => readXlsxFile(Buffer.from(input)));
    expect(table.header).toEqual(['店名', 'lat', 'lng']);
    expect(table.rows).toEqual([
      ['王府井', '39.915119', '116.403963'],
      ['空', '', '121.5'],
    ]);
  });

  it('reads the first sheet with data, or the one picked, and names them all', async () => {
    const text = (value: string) => ({ value, type: String });
    const stores = [
      [text('门店清单')],
      [],
      [text('名称'), text('纬度'), text('经度')],
      [text('䶮店'), text('３９．９'), text('116.4')],
    ];
    const blob = await writeXlsxFile([
      { sheet: '说明', data: [[]] },
      { sheet: '门店', data: stores },
      {
        sheet: '其他',
        data: [
          [text('甲'), text('乙')],
          [text('1'), text('2')],
        ],
      },
    ]).toBuffer();
    const data = blob.buffer.slice(blob.byteOffset, blob.byteOffset + blob.byteLength) as ArrayBuffer;
    const read = (sheet?: string) => parseXlsx(data, (input) => readXlsxFile(Buffer.from(input)), sheet);
    const first = await read();
    expect(first).toMatchObject({
      sheets: ['说明', '门店', '其他'],
      sheet: '门店',
      header: ['名称', '纬度', '经度'],
    });
    expect(first.rows).toEqual([['䶮店', '３９．９', '116.4']]);
    expect(first.lines).toEqual([4]);
    expect(await read('其他')).toMatchObject({
      sheet: '其他',
      header: ['甲', '乙'],
      rows: [['1', '2']],
      lines: [2],
    });
  });

  it('names a file that is not XLSX', async () => {
    await expect(
      parseXlsx(new TextEncoder().encode('lat,lng').buffer as ArrayBuffer, (input) =>
        readXlsxFile(Buffer.from(input)),
      ),
    ).rejects.toThrow(/not a readable XLSX file/);
  });
});

describe('fileKind', () => {
  it.each([
    ['points.xlsx', 'xlsx'],
    ['POINTS.XLSX', 'xlsx'],
    ['points.csv', 'text'],
    ['points.tsv', 'text'],
  ])('%s → %s', (name, kind) => expect(fileKind(name)).toBe(kind));
});
