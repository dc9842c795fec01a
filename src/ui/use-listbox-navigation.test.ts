// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useListboxNavigation } from './use-listbox-navigation';

describe('useListboxNavigation', () => {
  it('moves the highlight round the list from either end, and closes with nothing highlighted', () => {
    const { result } = renderHook(() => useListboxNavigation('list', 3, true));
    expect(result.current.expanded).toBe(false);
    act(() => result.current.move(-1));
    expect(result.current).toMatchObject({ expanded: true, activeIndex: 2, activeDescendant: 'list-2' });
    act(() => result.current.move(1));
    expect(result.current.activeIndex).toBe(0);
    act(() => result.current.restart());
    expect(result.current).toMatchObject({ expanded: true, activeIndex: -1, activeDescendant: undefined });
    act(() => result.current.close());
    expect(result.current.expanded).toBe(false);
  });

  it('stays closed while there is nothing to show', () => {
    const { result } = renderHook(() => useListboxNavigation('list', 0, false));
    act(() => result.current.move(1));
    expect(result.current).toMatchObject({ expanded: false, activeIndex: -1 });
  });
});
