// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from '../../store/app-store';
import { PoiList, VIRTUAL_FROM } from './poi-list';
import type { NumberedPoi } from './result-model';

const pois = (count: number): NumberedPoi[] =>
  Array.from({ length: count }, (_, i) => ({
    key: String(i),
    number: i + 1,
    poi: { id: `p${i}`, title: `测试点${i}`, location: { lat: 39.9 + i / 1e5, lng: 116.4 }, _distance: i },
  }));

beforeEach(() => useAppStore.setState({ language: 'zh' }));

// jsdom lays nothing out: a 400 × 600 viewport and 64 px rows, so the list has something to window.
const box = { clientHeight: 600, clientWidth: 400 };
const realRect = Element.prototype.getBoundingClientRect;
beforeAll(() => {
  // jsdom has no ResizeObserver; the list only needs it to exist (sizes come from `box`).
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  for (const [name, value] of Object.entries(box)) {
    Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => value });
  }
  Element.prototype.getBoundingClientRect = () => DOMRect.fromRect({ width: 400, height: 64 });
});
afterAll(() => {
  for (const name of Object.keys(box))
    delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
  Element.prototype.getBoundingClientRect = realRect;
});

describe('POI list', () => {
  it('renders every row of a short list', () => {
    const { container } = render(<PoiList pois={pois(12)} />);
    expect(container.querySelectorAll('.geo-poi-row')).toHaveLength(12);
  });

  it('fault 5: renders only the rows in view of 12,000 POIs, each knowing its place in the whole', () => {
    const { container } = render(<PoiList pois={pois(12_000)} />);
    const rows = container.querySelectorAll('li');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(VIRTUAL_FROM);
    expect(rows[0]?.getAttribute('aria-setsize')).toBe('12000');
    expect(rows[0]?.getAttribute('aria-posinset')).toBe('1');
  });
});
