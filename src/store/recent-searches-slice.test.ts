import { describe, expect, it } from 'vitest';
import { create } from 'zustand';
import { createRecentSearchesSlice, MAX_RECENT_SEARCHES, type RecentSearchesSlice } from './recent-searches-slice';

const store = () => create<RecentSearchesSlice>()((...a) => createRecentSearchesSlice(...a));

describe('recent searches', () => {
  it('keeps names newest first without repeats', () => {
    const s = store();
    for (const name of ['甲', '乙', '甲']) s.getState().addRecentSearch(name);
    expect(s.getState().recentSearches).toEqual(['甲', '乙']);
  });

  it(`keeps at most ${MAX_RECENT_SEARCHES} and clears`, () => {
    const s = store();
    for (let i = 0; i < 12; i++) s.getState().addRecentSearch(`n${i}`);
    expect(s.getState().recentSearches).toHaveLength(MAX_RECENT_SEARCHES);
    expect(s.getState().recentSearches[0]).toBe('n11');
    s.getState().clearRecentSearches();
    expect(s.getState().recentSearches).toEqual([]);
  });
});
