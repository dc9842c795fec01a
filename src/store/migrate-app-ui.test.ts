import { describe, expect, it } from 'vitest';
import { migrateAppUi } from './migrate-app-ui';

const point = { kind: 'point', at: '2026-11-20T08:00:00.000Z', lat: 39.9, lng: 116.4 };

describe('reading what an older version kept', () => {
  it('moves the old recent searches into the history, after its entries, each name once', () => {
    const old = {
      language: 'zh',
      lookups: [{ kind: 'cigarette', at: '2026-11-21T08:00:00.000Z', name: '中华(硬)' }, point],
      recentSearches: ['玉溪(软)', '中华(硬)', '云烟(紫)'],
    };
    expect(migrateAppUi(old, 0)).toEqual({
      language: 'zh',
      lookups: [
        { kind: 'cigarette', at: '2026-11-21T08:00:00.000Z', name: '中华(硬)' },
        point,
        { kind: 'cigarette', at: point.at, name: '玉溪(软)' },
        { kind: 'cigarette', at: point.at, name: '云烟(紫)' },
      ],
    });
  });

  it('reads a state with no history or no recent searches', () => {
    expect(migrateAppUi({ language: 'en' }, 0)).toEqual({ language: 'en', lookups: [] });
    const names = migrateAppUi({ recentSearches: ['中华(硬)'] }, 0) as {
      lookups: { name: string; at: string }[];
    };
    expect(names.lookups.map((entry) => entry.name)).toEqual(['中华(硬)']);
    expect(Number.isNaN(Date.parse(names.lookups[0]!.at))).toBe(false);
  });
});
