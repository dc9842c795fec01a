import type { Feature } from 'geojson';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Basemap } from './basemaps';
import { convertPoint } from '../../common/convert-point';
import type { MapOverlay } from './overlay';

// MapLibre replaced by a recorder: the adapter's own job is the datum boundary
// and the wiring, which is what these tests check. Real rendering is covered end to end.
type Handler = (event: unknown) => void;
const recorded = vi.hoisted(() => ({
  handlers: new Map<string, Handler[]>(),
  markers: [] as { lngLat: [number, number] }[],
  sources: new Map<string, unknown>(),
  layers: [] as string[],
  flights: [] as unknown[],
  style: undefined as unknown,
  swaps: [] as { style: unknown; options: unknown }[],
  jumps: [] as unknown[],
  /** The page's listeners on the map's canvas container (pointer events). */
  dom: new Map<string, Handler[]>(),
  /** Where the next pixel the adapter asks about lies (the map's own datum). */
  underPointer: { lng: 0, lat: 0 },
}));

vi.mock('./load-maplibre', () => {
  class FakeMap {
    constructor(options: { style: unknown }) {
      recorded.style = options.style;
      queueMicrotask(() => recorded.handlers.get('load')?.forEach((h) => h({})));
    }
    on(type: string, handler: Handler) {
      recorded.handlers.set(type, [...(recorded.handlers.get(type) ?? []), handler]);
    }
    once = this.on;
    off() {}
    getCanvasContainer() {
      return {
        addEventListener: (type: string, handler: Handler) =>
          recorded.dom.set(type, [...(recorded.dom.get(type) ?? []), handler]),
        removeEventListener: (type: string, handler: Handler) =>
          recorded.dom.set(
            type,
            (recorded.dom.get(type) ?? []).filter((h) => h !== handler),
          ),
        getBoundingClientRect: () => ({ left: 0, top: 0 }),
        clientLeft: 0,
        clientTop: 0,
      };
    }
    unproject() {
      return recorded.underPointer;
    }
    addControl() {}
    getContainer() {
      return { clientWidth: 1280, querySelector: () => null };
    }
    addSource(id: string, spec: { data: unknown }) {
      recorded.sources.set(id, spec.data);
    }
    removeSource(id: string) {
      recorded.sources.delete(id);
    }
    addLayer(layer: { id: string }) {
      recorded.layers.push(layer.id);
    }
    removeLayer(id: string) {
      recorded.layers.splice(recorded.layers.indexOf(id), 1);
    }
    getLayer(id: string) {
      return recorded.layers.includes(id) ? { id } : undefined;
    }
    setMissingStyleImageResolver() {}
    getSource(id: string) {
      if (!recorded.sources.has(id)) return undefined;
      return { setData: (data: unknown) => recorded.sources.set(id, data) };
    }
    loaded() {
      return false;
    }
    queryRenderedFeatures() {
      return [];
    }
    flyTo(options: unknown) {
      recorded.flights.push(options);
    }
    getCenter() {
      return { lng: 116.397499, lat: 39.908722 };
    }
    getZoom() {
      return 12;
    }
    remove() {}
    setStyle(style: unknown, options: unknown) {
      recorded.swaps.push({ style, options });
    }
    jumpTo(options: unknown) {
      recorded.jumps.push(options);
    }
  }
  class FakeMarker {
    private entry = { lngLat: [0, 0] as [number, number] };
    setLngLat(lngLat: [number, number]) {
      this.entry.lngLat = lngLat;
      return this;
    }
    addTo() {
      recorded.markers.push(this.entry);
      return this;
    }
    remove() {}
  }
  class Control {}
  return {
    loadMaplibre: async () => ({
      Map: FakeMap,
      Marker: FakeMarker,
      NavigationControl: Control,
      ScaleControl: Control,
    }),
  };
});

const { createMapAdapter } = await import('./map-adapter');

// Two features' overlays, registered in this order (the map knows none of its own).
const answerOverlay: MapOverlay = {
  sources: { region: {}, references: {} },
  layers: [
    { id: 'region-fill', type: 'fill', source: 'region' },
    { id: 'reference-lines', type: 'line', source: 'references' },
  ],
};
const pointsOverlay: MapOverlay = {
  sources: { points: { cluster: true, clusterRadius: 50 } },
  layers: [{ id: 'points-single', type: 'circle', source: 'points' }],
};

const wgsBasemap: Basemap = {
  id: 'w',
  label: { zh: 'w', en: 'w' },
  styleUrl: '/style-w.json',
  datum: 'WGS-84',
};
const gcjBasemap: Basemap = { ...wgsBasemap, id: 'g', datum: 'GCJ-02' };
const view = { center: { lat: 39.915119, lng: 116.403963 }, zoom: 14 };
const wgsPoint = { lat: 39.908722, lng: 116.397499 };
const gcjPoint = convertPoint(wgsPoint, 'WGS-84', 'GCJ-02');

beforeEach(() => {
  recorded.handlers.clear();
  recorded.dom.clear();
  recorded.markers.length = 0;
  recorded.sources.clear();
  recorded.layers.length = 0;
  recorded.swaps.length = 0;
  recorded.jumps.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            version: 8,
            sources: { t: { type: 'vector', tiles: ['/api/tiles/{z}/{x}/{y}.pbf'] } },
            layers: [],
          }),
        ),
    ),
  );
  vi.stubGlobal('window', { location: { origin: 'http://127.0.0.1:9' } });
  vi.stubGlobal('Element', class {});
});
afterEach(() => vi.unstubAllGlobals());

let clickedAt = 0;
/** A mouse click on the map at a point: the pointer goes down and up where it lies (a second apart). */
const click = (lngLat: { lng: number; lat: number }) => {
  recorded.underPointer = lngLat;
  clickedAt += 1000;
  const pointer = { pointerId: 1, isPrimary: true, button: 0, pointerType: 'mouse', clientX: 5, clientY: 5 };
  const at = { ...pointer, target: null, timeStamp: clickedAt };
  recorded.dom.get('pointerdown')?.forEach((h) => h(at));
  recorded.dom.get('pointerup')?.forEach((h) => h(at));
};

describe('the map adapter on a WGS-84 basemap', () => {
  it('hands clicks over in GCJ-02', async () => {
    const adapter = await createMapAdapter({} as HTMLElement, { basemap: wgsBasemap, view });
    const clicked = vi.fn();
    adapter.onClick(clicked);
    click(wgsPoint);
    expect(clicked.mock.calls[0]![0].lat).toBeCloseTo(gcjPoint.lat, 6);
    expect(clicked.mock.calls[0]![0].lng).toBeCloseTo(gcjPoint.lng, 6);
  });

  it('hands a click made before anyone listened to the first onClick, once', async () => {
    const adapter = await createMapAdapter({} as HTMLElement, { basemap: wgsBasemap, view });
    click(wgsPoint);
    const first = vi.fn();
    adapter.onClick(first)();
    expect(first).toHaveBeenCalledTimes(1);
    expect(first.mock.calls[0]![0].lat).toBeCloseTo(gcjPoint.lat, 6);
    const second = vi.fn();
    adapter.onClick(second);
    expect(second).not.toHaveBeenCalled();
  });

  it('draws GCJ-02 markers and overlays at their WGS-84 place', async () => {
    const adapter = await createMapAdapter({} as HTMLElement, { basemap: wgsBasemap, view });
    adapter.addMarker({} as HTMLElement, gcjPoint);
    expect(recorded.markers[0]!.lngLat[0]).toBeCloseTo(wgsPoint.lng, 5);
    expect(recorded.markers[0]!.lngLat[1]).toBeCloseTo(wgsPoint.lat, 5);
    adapter.addOverlay(answerOverlay);
    adapter.setData('references', {
      type: 'Feature',
      properties: {},
      geometry: { type: 'Point', coordinates: [gcjPoint.lng, gcjPoint.lat] },
    });
    const drawn = recorded.sources.get('references') as { geometry: { coordinates: number[] } };
    expect(drawn.geometry.coordinates[0]).toBeCloseTo(wgsPoint.lng, 5);
  });

  it('reports the view in GCJ-02', async () => {
    const adapter = await createMapAdapter({} as HTMLElement, { basemap: wgsBasemap, view });
    expect(adapter.getView().center.lng).toBeCloseTo(gcjPoint.lng, 6);
  });
});

describe('the map adapter on a GCJ-02 basemap', () => {
  it('converts nothing and makes root-relative tile URLs absolute', async () => {
    const adapter = await createMapAdapter({} as HTMLElement, { basemap: gcjBasemap, view });
    const clicked = vi.fn();
    adapter.onClick(clicked);
    click(wgsPoint);
    expect(clicked).toHaveBeenCalledWith({ lat: wgsPoint.lat, lng: wgsPoint.lng });
    adapter.addMarker({} as HTMLElement, gcjPoint);
    expect(recorded.markers[0]!.lngLat).toEqual([gcjPoint.lng, gcjPoint.lat]);
    expect(adapter.basemapOk).toBe(true);
    expect(recorded.style).toMatchObject({
      sources: { t: { tiles: ['http://127.0.0.1:9/api/tiles/{z}/{x}/{y}.pbf'] } },
    });
  });

  it('falls back to a plain style when the basemap cannot be fetched', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 404 })),
    );
    const adapter = await createMapAdapter({} as HTMLElement, { basemap: gcjBasemap, view });
    expect(adapter.basemapOk).toBe(false);
    expect(recorded.style).toMatchObject({ version: 8, sources: {} });
  });
});

describe('switching the basemap', () => {
  it('swaps the style in place with the overlays in it, and moves markers and view to the new datum', async () => {
    const adapter = await createMapAdapter({} as HTMLElement, { basemap: gcjBasemap, view });
    adapter.addMarker({} as HTMLElement, gcjPoint);
    adapter.addOverlay(answerOverlay);
    adapter.addOverlay(pointsOverlay);
    adapter.setData('region', {
      type: 'Feature',
      properties: {},
      geometry: { type: 'Point', coordinates: [gcjPoint.lng, gcjPoint.lat] },
    });
    const before = adapter.getView();

    await adapter.setBasemap(wgsBasemap);

    expect(recorded.swaps).toHaveLength(1);
    const { style, options } = recorded.swaps[0]! as {
      style: {
        layers: { id: string }[];
        sources: Record<string, { data?: { geometry: { coordinates: number[] } }; cluster?: boolean }>;
      };
      options: unknown;
    };
    expect(options).toEqual({ diff: true });
    expect(style.layers.map((layer) => layer.id)).toEqual([
      'region-fill',
      'reference-lines',
      'points-single',
    ]);
    expect(style.sources.t).toBeDefined();
    // The batch points stay clustered in the new style.
    expect(style.sources.points).toMatchObject({ type: 'geojson', cluster: true });
    expect(style.sources.region!.data!.geometry.coordinates[0]).toBeCloseTo(wgsPoint.lng, 5);
    expect(recorded.markers[0]!.lngLat[0]).toBeCloseTo(wgsPoint.lng, 5);
    expect(recorded.markers[0]!.lngLat[1]).toBeCloseTo(wgsPoint.lat, 5);
    const wgsCentre = convertPoint(before.center, 'GCJ-02', 'WGS-84');
    expect(recorded.jumps).toEqual([
      { center: [expect.closeTo(wgsCentre.lng, 6), expect.closeTo(wgsCentre.lat, 6)], zoom: 12 },
    ]);
    expect(adapter.basemapOk).toBe(true);
  });

  it('moves a marker in place instead of making a new one', async () => {
    const adapter = await createMapAdapter({} as HTMLElement, { basemap: gcjBasemap, view });
    const marker = adapter.addMarker({} as HTMLElement, gcjPoint);
    marker.setPosition({ lat: 31.2304, lng: 121.4737 });
    expect(recorded.markers).toEqual([{ lngLat: [121.4737, 31.2304] }]);
  });

  it("draws a feature's overlay until it is removed, with what was drawn on it before", async () => {
    const adapter = await createMapAdapter({} as HTMLElement, { basemap: gcjBasemap, view });
    const region: Feature = {
      type: 'Feature',
      properties: {},
      geometry: { type: 'Point', coordinates: [gcjPoint.lng, gcjPoint.lat] },
    };
    adapter.setData('region', region);
    expect(recorded.sources.has('region')).toBe(false);
    const remove = adapter.addOverlay(answerOverlay);
    expect(recorded.layers).toEqual(['region-fill', 'reference-lines']);
    expect(recorded.sources.get('region')).toEqual(region);
    remove();
    expect(recorded.layers).toEqual([]);
    expect([...recorded.sources.keys()]).toEqual([]);
  });
});
