import { describe, expect, it } from 'vitest';
import { JOB_CONTENT_TYPES } from '../../../../contract/job-schema';
import type { ParsedTable } from '../input/parse-table';
import { jobBody, jobParams } from './server-job-submit';

const header = ['店名', '纬度', '经度', '坐标'];

describe('jobParams', () => {
  it('names the chosen columns by their header text, with datum and POI', () => {
    expect(
      jobParams(
        { kind: 'points', mapping: { kind: 'pair', lat: 1, lng: 2 }, datum: 'WGS-84', poi: 1 },
        header,
        'a.csv',
      ),
    ).toEqual({ kind: 'points', lat: '纬度', lng: '经度', datum: 'WGS-84', poi: '1', file_name: 'a.csv' });
    expect(
      jobParams(
        { kind: 'points', mapping: { kind: 'combined', column: 3 }, datum: 'GCJ-02', poi: 0 },
        header,
        'b.csv',
      ),
    ).toEqual({
      kind: 'points',
      location: '坐标',
      location_order: 'lat,lng',
      datum: 'GCJ-02',
      poi: '0',
      file_name: 'b.csv',
    });
    expect(
      jobParams(
        { kind: 'points', mapping: { kind: 'combined', column: 3, lngFirst: true }, datum: 'GCJ-02', poi: 0 },
        header,
        'b.csv',
      ),
    ).toMatchObject({ location: '坐标', location_order: 'lng,lat' });
    expect(jobParams({ kind: 'names', column: 0 }, header, 'c.xlsx')).toEqual({
      kind: 'names',
      name: '店名',
      file_name: 'c.xlsx',
    });
  });
});

describe('jobBody', () => {
  const table = (delimiter: string | undefined): ParsedTable => ({
    header: ['name', 'lat'],
    rows: [
      ['a "quoted", name', '39.9'],
      ['two\nlines', '=1+1'],
    ],
    delimiter,
  });
  const file = new Blob(['name;lat\n…']);

  it('sends an XLSX, comma- or tab-separated file as it is, with its type', () => {
    expect(jobBody({ file, name: 'a.XLSX' }, table(undefined))).toEqual({
      body: file,
      contentType: JOB_CONTENT_TYPES.xlsx,
    });
    expect(jobBody({ file, name: 'a.txt' }, table(','))).toEqual({
      body: file,
      contentType: JOB_CONTENT_TYPES.csv,
    });
    expect(jobBody({ file, name: 'a.tsv' }, table('\t'))).toEqual({
      body: file,
      contentType: JOB_CONTENT_TYPES.tsv,
    });
  });

  it('writes pasted rows, or another delimiter, again as CSV (quoted where needed, nothing else changed)', async () => {
    for (const source of [
      { file, name: 'a.csv' },
      { text: 'name;lat', name: 'pasted' },
    ]) {
      const { body, contentType } = jobBody(source, table(';'));
      expect(contentType).toBe(JOB_CONTENT_TYPES.csv);
      expect(await body.text()).toBe('name,lat\r\n"a ""quoted"", name",39.9\r\n"two\nlines",=1+1');
    }
  });
});
