import { describe, expect, it } from 'vitest';
import { create } from 'zustand';
import { createHistorySlice, type HistorySlice } from './history-slice';

const store = () => create<HistorySlice>()((...a) => createHistorySlice(...a));
const at = '2026-11-24T12:00:00.000Z';

describe('lookup history', () => {
  it('keeps one entry per name, newest first', () => {
    const s = store();
    for (const name of ['甲', '乙', '甲']) s.getState().recordLookup({ kind: 'cigarette', at, name });
    expect(s.getState().lookups.map((entry) => entry.kind === 'cigarette' && entry.name)).toEqual([
      '甲',
      '乙',
    ]);
  });

  it('clears the cigarette lookups alone, keeping the points', () => {
    const s = store();
    s.getState().recordLookup({ kind: 'point', at, lat: 39.9, lng: 116.4 });
    s.getState().recordLookup({ kind: 'cigarette', at, name: '中华(硬)' });
    s.getState().clearCigaretteLookups();
    expect(s.getState().lookups).toEqual([{ kind: 'point', at, lat: 39.9, lng: 116.4 }]);
  });
});

const labelledAt = '2026-11-22T02:05:00.000Z';

describe('history entries of points', () => {
  it('are labelled with the answer line and the POI picked, which a repeated lookup keeps', () => {
    const history = store();
    history.getState().recordLookup({ kind: 'point', at: labelledAt, lat: 39.9, lng: 116.4 });
    history.getState().labelPoint(39.9, 116.4, '东城区金鱼胡同站西624米');
    history.getState().labelPoint(39.9, 116.4, '东城区金鱼胡同站西624米', '金鱼胡同');
    history.getState().recordLookup({ kind: 'cigarette', at, name: '中华(硬)' });
    history.getState().recordLookup({ kind: 'point', at: '2026-11-22T03:00:00.000Z', lat: 39.9, lng: 116.4 });
    expect(history.getState().lookups[0]).toEqual({
      kind: 'point',
      at: '2026-11-22T03:00:00.000Z',
      lat: 39.9,
      lng: 116.4,
      label: '东城区金鱼胡同站西624米',
      place: '金鱼胡同',
    });
  });
});
