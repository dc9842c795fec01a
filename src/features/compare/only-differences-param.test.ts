// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { parseAppUrl } from '../../url/app-url';
import { onlyDifferencesOf, setOnlyDifferences } from './only-differences-param';

describe('the only-differences switch in the URL', () => {
  it('reads diff=1 as on, anything else as off', () => {
    expect(onlyDifferencesOf(parseAppUrl('?cig=a&cig=b&diff=1'))).toBe(true);
    expect(onlyDifferencesOf(parseAppUrl('?cig=a&cig=b&diff=0'))).toBe(false);
    expect(onlyDifferencesOf(parseAppUrl('?cig=a&cig=b'))).toBe(false);
  });

  it('turns it on and off as a new history entry, keeping the rest of the link', () => {
    window.history.replaceState(null, '', '/compare?cig=a&cig=b&x=y');
    const before = window.history.length;
    setOnlyDifferences(parseAppUrl(window.location.search), true);
    expect(window.location.search).toBe('?cig=a&cig=b&x=y&diff=1');
    expect(window.history.length).toBe(before + 1);
    setOnlyDifferences(parseAppUrl(window.location.search), false);
    expect(window.location.search).toBe('?cig=a&cig=b&x=y');
    expect(window.location.pathname).toBe('/compare');
  });
});
