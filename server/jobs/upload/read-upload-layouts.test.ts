import iconv from 'iconv-lite';
import writeXlsxFile from 'write-excel-file/node';
import { describe, expect, it } from 'vitest';
import { testUploadReader } from './test-upload-reader';
import { JOB_CONTENT_TYPES } from '../../../contract/job-schema';
import { refusalAnswer } from '../../http/error-status';

// The layouts Chinese office files come in (#45): several sheets, title rows, numbers stored as text,
// full-width digits, degrees-minutes-seconds; each row numbered as the spreadsheet shows it.

const { read, allRows } = testUploadReader('read-upload-layouts-');

const text = (value: string) => ({ value, type: String });
const DMS_LAT = 39 + 54 / 60 + 27 / 3600;
const DMS_LNG = 116 + 23 / 60 + 29 / 3600;

/** A workbook as Chinese Excel saves one: an empty first sheet, then a title, a blank row, the header. */
async function workbook(): Promise<Uint8Array> {
  const stores = [
    [text('门店清单（2026年11月）')],
    [],
    [text('编号'), text('门店名称'), text('纬度'), text('经度')],
    [text('1'), text('𠀀记店'), text('39.9151'), text('116.4039')],
    [text('2'), text('䶮的店'), text('３９．８９９４'), text('１１６．３９７６')],
    [],
    [text('3'), text('度分秒店'), text('39°54′27″N'), text(`116°23'29"E`)],
    [text('4'), text('坏行'), text('不是数'), text('116.4')],
  ];
  const out = writeXlsxFile([
    { sheet: '说明', data: [[]] },
    { sheet: '门店', data: stores },
    { sheet: '其他', data: [[text('a')]] },
  ]);
  return new Uint8Array(await out.toBuffer());
}

const xlsx = { contentType: JOB_CONTENT_TYPES.xlsx };

describe('readUpload: layouts', () => {
  it('reads the first sheet with data, text-typed and full-width numbers, DMS; rows numbered as the sheet shows them', async () => {
    const input = await read(await workbook(), xlsx);
    expect(input).toMatchObject({ header: ['编号', '门店名称', '纬度', '经度'], total: 4, invalid: 1 });
    const rows = await allRows(input);
    expect(rows.map(({ line, cells }) => [line, cells[1]])).toEqual([
      [4, '𠀀记店'],
      [5, '䶮的店'],
      [7, '度分秒店'],
      [8, '坏行'],
    ]);
    expect(rows.map(({ row }) => row)).toEqual([1, 2, 3, 4]);
    expect(rows[0]).toMatchObject({ point: { lat: 39.9151, lng: 116.4039 } });
    expect(rows[1]).toMatchObject({ point: { lat: 39.8994, lng: 116.3976 } });
    const dms = rows[2] as { point: { lat: number; lng: number } };
    expect(dms.point.lat).toBeCloseTo(DMS_LAT, 9);
    expect(dms.point.lng).toBeCloseTo(DMS_LNG, 9);
    expect(rows[3]).toMatchObject({ bad: 'not-a-number' });
  });

  it.each(['门店', '2', ' 门店 '])('reads the sheet sheet=%j names', async (sheet) => {
    const input = await read(await workbook(), { ...xlsx, params: { sheet } });
    expect(input).toMatchObject({ header: ['编号', '门店名称', '纬度', '经度'], total: 4 });
  });

  it.each(['4', '0', '门店2'])('refuses sheet=%j, naming the sheets there are', async (sheet) => {
    const refused = await read(await workbook(), { ...xlsx, params: { sheet } }).then(
      () => undefined,
      refusalAnswer,
    );
    expect(refused).toMatchObject({
      status: 400,
      extra: { errorCode: 'sheet_not_found', params: { sheet, sheets: '说明, 门店, 其他' } },
    });
  });

  it('numbers a GBK CSV row below a title and blank rows as the spreadsheet does', async () => {
    const lines = [
      '门店清单（2026年11月）,,',
      ',,',
      '',
      '门店名称,纬度,经度',
      '王府井店,３９．９１５１,１１６．４０３９',
      '',
      '前门店,"39.8994，116.3976",',
    ];
    const input = await read(iconv.encode(`${lines.join('\r\n')}\r\n`, 'gbk'));
    const rows = await allRows(input);
    expect(rows.map(({ line, cells }) => [line, cells[0]])).toEqual([
      [5, '王府井店'],
      [7, '前门店'],
    ]);
    expect(rows[0]).toMatchObject({ point: { lat: 39.9151, lng: 116.4039 } });
  });

  it('reads one "纬度，经度" column, its pairs split at a Chinese or ASCII comma', async () => {
    const csv = '店名,"纬度，经度"\n甲,"39.9，116.4"\n乙,"39.9,116.4"\n丙,"39°54′27″N，116°23′29″E"\n';
    const rows = await allRows(await read(new TextEncoder().encode(csv)));
    expect(rows.map(({ line }) => line)).toEqual([2, 3, 4]);
    expect(rows.slice(0, 2).map((row) => ('point' in row ? row.point : row))).toEqual([
      { lat: 39.9, lng: 116.4 },
      { lat: 39.9, lng: 116.4 },
    ]);
    expect(rows[2]).toHaveProperty('point');
  });
});
