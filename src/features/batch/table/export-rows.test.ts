import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { csvFileText } from '../../../lib/csv';
import { xlsxWriter } from '../../../lib/xlsx-write';
import { okResult, resultFields } from './answer-columns';
import { escapedTable, toGeoJson, type ExportInput } from './export-rows';

const input: ExportInput = {
  header: ['name', 'lat', 'lng'],
  rows: [
    ['=cmd|calc', '39.915119', '116.403963'],
    ['bad', 'x', '1'],
    ['failed', '31.2', '121.5'],
  ],
  points: [{ lat: 39.915119, lng: 116.403963 }, undefined, { lat: 31.2, lng: 121.5 }],
  results: [
    okResult(['北京市东城区', '北京市', '北京市', '东城区', '110101', '', '', '@天安门']),
    undefined,
    { ok: false, msg: 'boom' },
  ],
  answerTitles: ['address', 'province', 'city', 'district', 'adcode', 'town', 'street', 'poi', 'status'],
  statuses: ['ok', 'unreadable', 'failed: boom'],
};

/** The whole escaped table, as the file writer gets it slice by slice. */
function wholeTable() {
  const table = escapedTable(input);
  return table.slice(0, table.length);
}

describe('the escaped table', () => {
  it('gives any slice of rows as the whole table has them, the header first', () => {
    const table = escapedTable(input);
    expect(table.length).toBe(4);
    expect(table.slice(0, 1)).toEqual([wholeTable()[0]]);
    expect(table.slice(2, 99)).toEqual(wholeTable().slice(2));
    expect(table.slice(2, 99)[0]!.slice(0, 3)).toEqual(['bad', 'x', '1']);
  });
});

describe('CSV export', () => {
  it('starts with a BOM, keeps the input columns, adds the answer, and neutralises formulas', () => {
    const csv = csvFileText(escapedTable(input));
    expect(csv.startsWith('\uFEFFname,lat,lng,lat_gcj02,lng_gcj02,address')).toBe(true);
    const rows = Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true }).data;
    expect(rows).toHaveLength(4);
    expect(rows[1]!.slice(0, 6)).toEqual([
      "'=cmd|calc",
      '39.915119',
      '116.403963',
      '39.915119',
      '116.403963',
      '北京市东城区',
    ]);
    expect(rows[1]![12]).toBe("'@天安门");
    expect(rows[2]![3]).toBe('');
    expect(rows[3]!.at(-1)).toBe('failed: boom');
  });
});

describe('toGeoJson', () => {
  it('writes WGS-84 geometry, keeps GCJ-02 and the columns in properties, and leaves out unreadable rows', () => {
    const geojson = toGeoJson(input);
    expect(geojson.features).toHaveLength(2);
    const [first] = geojson.features;
    const [lng, lat] = first!.geometry.coordinates;
    // Tiananmen: GCJ-02 (39.915119, 116.403963) is WGS-84 (≈39.91386, ≈116.39772).
    expect(lat).toBeCloseTo(39.91386, 3);
    expect(lng).toBeCloseTo(116.39772, 3);
    expect(first!.properties).toMatchObject({
      row: 2,
      name: '=cmd|calc',
      lat_gcj02: 39.915119,
      lng_gcj02: 116.403963,
      address: '北京市东城区',
    });
    expect(geojson.features[1]!.properties).toMatchObject({ row: 4, status: 'failed: boom' });
  });

  it('numbers each feature as the spreadsheet shows its row (a title and a blank row above the header)', () => {
    const geojson = toGeoJson({ ...input, rowNumbers: [4, 5, 7] });
    expect(geojson.features.map((feature) => feature.properties.row)).toEqual([4, 7]);
  });
});

describe('toXlsx', () => {
  it('writes a sheet that reads back with the same cells: input numbers as numbers, text as typed (never a formula)', async () => {
    const writer = xlsxWriter();
    const table = escapedTable(input, 'xlsx');
    writer.add(table.slice(0, table.length));
    const blob = writer.end();
    const sheet = await readSheet(Buffer.from(await blob.arrayBuffer()));
    expect(sheet[0]!.slice(0, 3)).toEqual(['name', 'lat', 'lng']);
    // A text cell of an XLSX file is never run: no CSV apostrophe in front of it.
    expect(sheet[1]![0]).toBe('=cmd|calc');
    expect(sheet[1]!.slice(1, 5)).toEqual([39.915119, 116.403963, 39.915119, 116.403963]);
    expect(sheet[2]!.slice(0, 3)).toEqual(['bad', 'x', 1]);
    // The answer's codes stay text (110101, not a number to sum).
    expect(sheet[1]![9]).toBe('110101');
    expect(sheet[1]![5]).toBe('北京市东城区');
    expect(sheet).toHaveLength(4);
  });
});

describe('a found row as kept', () => {
  it('gives its fields back in order, empty ones included; a separator inside a field becomes a space', () => {
    expect(resultFields(okResult(['北京市东城区', '', 'a\u001fb', '']) as { text: string })).toEqual([
      '北京市东城区',
      '',
      'a b',
      '',
    ]);
  });
});
