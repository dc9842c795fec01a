import { describe, expect, it } from 'vitest';
import type { LookupEntry } from '../../store/history-slice';
import { entryTitle, filterHistory, formatWhen, shortCoordinates } from './history-filter';

const at = '2026-11-22T02:05:00.000Z';
const lookups: LookupEntry[] = [
  { kind: 'point', at, lat: 39.915119, lng: 116.403963, label: '北京市东城区' },
  { kind: 'point', at, lat: 39.91512, lng: 116.38894, label: '北京市西城区' },
  { kind: 'point', at, lat: 31.2304, lng: 121.4737 },
  { kind: 'cigarette', at, name: '中华(硬)' },
  { kind: 'point', at, lat: 39.9161, lng: 116.4112, label: '东城区金鱼胡同站西624米', place: '王府井' },
];

describe('what an entry reads as', () => {
  it('is the POI picked and the recommended address; an entry stored before either still reads as its address', () => {
    expect(entryTitle(lookups[4]!, '?')).toBe('王府井 · 东城区金鱼胡同站西624米');
    expect(entryTitle(lookups[0]!, '?')).toBe('北京市东城区');
    expect(entryTitle(lookups[2]!, '（地址未知）')).toBe('（地址未知）');
    expect(entryTitle(lookups[3]!, '?')).toBe('中华(硬)');
  });

  it('is found by the POI picked there', () => {
    expect(filterHistory(lookups, '王府井')).toEqual([lookups[4]]);
  });
});

describe('history search', () => {
  it('finds by address, by cigarette name (full-width brackets too) and by coordinates', () => {
    expect(filterHistory(lookups, '西城')).toEqual([lookups[1]]);
    expect(filterHistory(lookups, '中华（硬）')).toEqual([lookups[3]]);
    expect(filterHistory(lookups, '31.2304')).toEqual([lookups[2]]);
    expect(filterHistory(lookups, '北京 东城')).toEqual([lookups[0]]);
  });

  it('keeps everything for a blank query and nothing for a miss', () => {
    expect(filterHistory(lookups, '  ')).toBe(lookups);
    expect(filterHistory(lookups, '上海')).toEqual([]);
  });

  it('writes short coordinates and the time in the UI language', () => {
    expect(shortCoordinates(lookups[0] as { lat: number; lng: number })).toBe('39.9151, 116.4040');
    const now = new Date('2026-12-01T00:00:00Z');
    expect(formatWhen(at, 'en', now)).toMatch(/^Nov 22, \d\d:05$/);
    expect(formatWhen(at, 'zh', now)).toMatch(/^11月22日 \d\d:05$/);
    expect(formatWhen(at, 'en', new Date('2027-02-01T00:00:00Z'))).toContain('2026');
  });
});
