import gcoord from 'gcoord';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { LookupEntry } from '../../store/history-slice';
import { csvFileText } from '../../lib/csv';
import { historyTable, historyToGeoJson } from './history-export';

const historyToCsv = (entries: readonly LookupEntry[]) => csvFileText(historyTable(entries)).slice(1);

const lookups: LookupEntry[] = [
  {
    kind: 'point',
    at: '2026-11-21T10:00:00.000Z',
    lat: 39.915119,
    lng: 116.403963,
    label: '北京市东城区, "天安门"',
  },
  { kind: 'cigarette', at: '2026-11-21T10:01:00.000Z', name: '中华(硬)' },
];

describe('history export', () => {
  it('writes CSV that reads back to the same rows, quotes and commas included', () => {
    const rows = Papa.parse<string[]>(historyToCsv(lookups)).data;
    expect(rows[0]).toEqual(['kind', 'time', 'lat_gcj02', 'lng_gcj02', 'label', 'name']);
    expect(rows[1]).toEqual([
      'point',
      lookups[0]!.at,
      '39.915119',
      '116.403963',
      '北京市东城区, "天安门"',
      '',
    ]);
    expect(rows[2]).toEqual(['cigarette', lookups[1]!.at, '', '', '', '中华(硬)']);
  });

  it('neutralises cells that a spreadsheet would run as a formula (a cig name from a shared link)', () => {
    const planted: LookupEntry[] = [
      { kind: 'cigarette', at: '2026-11-21T10:02:00.000Z', name: '=HYPERLINK("http://evil.example","中华")' },
      { kind: 'point', at: '2026-11-21T10:03:00.000Z', lat: -33.9, lng: -70.6, label: '@SUM(1)' },
    ];
    const rows = Papa.parse<string[]>(historyToCsv(planted)).data;
    expect(rows[1]![5]).toBe(`'=HYPERLINK("http://evil.example","中华")`);
    expect(rows[2]!.slice(2, 5)).toEqual(['-33.9', '-70.6', "'@SUM(1)"]);
  });

  it('writes GeoJSON points in WGS-84, keeping the GCJ-02 original', () => {
    const collection = historyToGeoJson(lookups);
    expect(collection.features).toHaveLength(1);
    const [lng, lat] = collection.features[0]!.geometry.coordinates;
    const back = gcoord.transform([lng!, lat!], gcoord.WGS84, gcoord.GCJ02) as [number, number];
    expect(back[0]).toBeCloseTo(116.403963, 5);
    expect(back[1]).toBeCloseTo(39.915119, 5);
    // Beijing's GCJ-02 offset is a few hundred metres: the WGS-84 point must differ.
    expect(Math.abs(lng! - 116.403963)).toBeGreaterThan(0.003);
    expect(collection.features[0]!.properties).toMatchObject({
      lat_gcj02: 39.915119,
      label: lookups[0]!.kind === 'point' ? lookups[0]!.label : '',
    });
  });
});
