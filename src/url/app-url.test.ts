import { describe, expect, it } from 'vitest';
import { parseAppUrl, writeAppUrl, type AppUrlState } from './app-url';

describe('app URL', () => {
  it('round-trips a full state with Chinese names and brackets', () => {
    const state: AppUrlState = {
      point: { lat: 39.915119, lng: 116.403963 },
      z: 14,
      poi: true,
      cig: ['中华(硬)', '黄鹤楼（软蓝）', 'A & B=c'],
      sel: 'poi-1',
      map: 'offline',
      view: { lat: 39.9, lng: 116.4 },
    };
    const search = writeAppUrl(state, [['utm_source', '微信']]);
    expect(search.startsWith('?lat=39.915119&lng=116.403963&z=14&poi=1&cig=')).toBe(true);
    const parsed = parseAppUrl(search);
    expect(parsed.state).toEqual(state);
    expect(parsed.unknown).toEqual([['utm_source', '微信']]);
    expect(parsed.dropped).toEqual([]);
  });

  it('drops an invalid value with a reason and keeps the rest', () => {
    const parsed = parseAppUrl('?lat=abc&lng=116.4&cig=%E4%B8%AD%E5%8D%8E(%E7%A1%AC)&z=99');
    expect(parsed.state.point).toBeUndefined();
    expect(parsed.state.cig).toEqual(['中华(硬)']);
    expect(parsed.state.z).toBeUndefined();
    expect(parsed.dropped.map((d) => d.param).sort()).toEqual(['lat', 'lng', 'z']);
  });

  it('writes nothing for an empty state and parses an empty search', () => {
    expect(writeAppUrl({ poi: false, cig: [] })).toBe('');
    expect(parseAppUrl('').state).toEqual({ poi: false, cig: [] });
  });

  it('keeps at most four distinct cards', () => {
    const parsed = parseAppUrl('?cig=a&cig=b&cig=a&cig=c&cig=d&cig=e');
    expect(parsed.state.cig).toEqual(['a', 'b', 'c', 'd']);
    expect(parsed.dropped).toEqual([{ param: 'cig', value: 'e', reason: 'more than 4 cards' }]);
  });
});
