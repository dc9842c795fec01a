import type { Map as MaplibreMap } from 'maplibre-gl';
import { describe, expect, it } from 'vitest';
import { mapControls } from './map-controls';

type Handler = () => void;

/** A map whose container counts reads of its width (each one a layout when the page just changed). */
function fakeMap(width: number) {
  const handlers = new Map<string, Handler[]>();
  const folds: string[] = [];
  const container = {
    widthReads: 0,
    width,
    get clientWidth() {
      this.widthReads += 1;
      return this.width;
    },
    querySelector: () => ({ classList: { remove: (name: string) => folds.push(name) } }),
  };
  const map = {
    getContainer: () => container,
    addControl: () => {},
    removeControl: () => {},
    on: (type: string, handler: Handler) => handlers.set(type, [...(handlers.get(type) ?? []), handler]),
    off: (type: string, handler: Handler) =>
      handlers.set(
        type,
        (handlers.get(type) ?? []).filter((h) => h !== handler),
      ),
  };
  const fire = (type: string) => handlers.get(type)?.forEach((handler) => handler());
  return { map: map as unknown as MaplibreMap, container, folds, fire };
}
const maplibre = { NavigationControl: class {}, ScaleControl: class {} } as unknown as Parameters<
  typeof mapControls
>[0];

describe('the attribution folded on a narrow map', () => {
  it('folds when its text arrives on a narrow map, and again when the map narrows', () => {
    const { map, container, folds, fire } = fakeMap(390);
    mapControls(maplibre, map);
    fire('sourcedata');
    expect(folds).toEqual(['maplibregl-compact-show']);
    container.width = 1280;
    fire('resize');
    container.width = 600;
    fire('resize');
    expect(folds).toHaveLength(2);
  });

  it('reads no layout on a wide map as sources change (a click sets several: each read was a forced layout)', () => {
    const { map, container, folds, fire } = fakeMap(1280);
    mapControls(maplibre, map);
    const before = container.widthReads;
    for (let i = 0; i < 10; i++) fire('sourcedata');
    expect(container.widthReads - before).toBe(0);
    expect(folds).toEqual([]);
  });
});
