import { expect, type Locator, type Page } from '@playwright/test';
import type { Map as MaplibreMap } from 'maplibre-gl';

/** A symbol MapLibre placed on the map, with its properties and its centre on the page. */
export type PlacedSymbol = Record<string, unknown> & { x: number; y: number };

/** The map and its address panel, as a user sees them (Chinese UI). */
export class MapPage {
  readonly panel: Locator;
  readonly canvas: Locator;
  readonly marker: Locator;
  /** The answer: the address line and its region, or one sentence when there is nothing here. */
  readonly answer: Locator;
  /** The ad_info fields, inside the folded 全部字段 disclosure (see showAllFields). */
  readonly adInfo: Locator;
  readonly references: Locator;
  readonly poiSwitch: Locator;
  readonly poiRows: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.panel = page.getByRole('region', { name: '地址', exact: true });
    this.canvas = page.getByTestId('geocode-map').locator('canvas');
    this.marker = page.getByTestId('geocode-marker');
    this.answer = this.panel.getByTestId('geocode-answer');
    this.adInfo = this.panel.getByRole('region', { name: '行政区划（ad_info）' });
    this.references = this.panel.getByRole('region', { name: '参考地点（address_reference）' });
    this.poiSwitch = this.panel.getByRole('switch', { name: '查询附近 POI' });
    this.poiRows = this.panel
      .getByRole('region', { name: '附近 POI' })
      .getByRole('listitem')
      .getByRole('button');
    this.error = this.panel.getByRole('alert');
  }

  async open(search: string, baseUrl = '') {
    await this.page.goto(`${baseUrl}/${search}`);
    await this.waitForIdleMap();
  }

  /**
   * The app sets data-map-idle="1" on <html> when the loaded map has nothing left to draw. A first
   * draw in SwiftShader on a busy 2-core machine took over 20 s: the bound leaves the test's own.
   */
  async waitForIdleMap() {
    await expect(this.page.locator('html')).toHaveAttribute('data-map-idle', '1', { timeout: 40_000 });
  }

  /** Unfolds 全部字段 (every field of the answer, with its spec name). */
  async showAllFields() {
    const details = this.panel.locator('details.geo-all-fields');
    if (!(await details.evaluate((d: HTMLDetailsElement) => d.open)))
      await this.panel.getByText('全部字段').click();
  }

  /**
   * Waits two frames (React's effects have run, a fly has started), then for the map's next `idle`
   * event after a repaint. The `data-map-idle` attribute alone is not enough: a change MapLibre applies
   * in its worker without a `dataloading` or `movestart` event (a layout property, new placement)
   * leaves it at "1" while the labels are laid out again.
   */
  async settle() {
    await this.page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await this.waitForIdleMap();
    await this.page.getByTestId('geocode-map').evaluate(
      (element) =>
        new Promise<void>((done) => {
          const map = (element as HTMLElement & { maplibreMap: MaplibreMap }).maplibreMap;
          // Idle fires after a frame with nothing left to load, place or fade: the state queries read.
          map.once('idle', () => done());
          map.triggerRepaint();
        }),
    );
  }

  /** Clicks the map `dx`, `dy` pixels from its centre. */
  async clickMap(dx: number, dy: number) {
    const box = await this.canvas.boundingBox();
    if (!box) throw new Error('the map canvas is not visible');
    await this.page.mouse.click(box.x + box.width / 2 + dx, box.y + box.height / 2 + dy);
  }

  /** The queried point in the URL. */
  urlPoint() {
    const params = new URL(this.page.url()).searchParams;
    return { lat: Number(params.get('lat')), lng: Number(params.get('lng')), poi: params.get('poi') };
  }

  /**
   * The symbols of one map layer that MapLibre placed (one its collision detection left out is not
   * there), one per feature. Reads the map the app exposes to automated browsers.
   */
  async placed(layer: 'poi-markers' | 'reference-labels' | 'radius-label'): Promise<PlacedSymbol[]> {
    await this.settle(); // new data is placed once the map is idle again
    return this.page.getByTestId('geocode-map').evaluate((element, id) => {
      const map = (element as HTMLElement & { maplibreMap: MaplibreMap }).maplibreMap;
      const box = element.getBoundingClientRect();
      const seen = new Map<string, PlacedSymbol>();
      for (const feature of map.queryRenderedFeatures({ layers: [id] })) {
        const [lng, lat] = (feature.geometry as GeoJSON.Point).coordinates as [number, number];
        const at = map.project([lng, lat]);
        seen.set(JSON.stringify(feature.properties), {
          ...feature.properties,
          x: box.x + at.x,
          y: box.y + at.y,
        });
      }
      return [...seen.values()];
    }, layer);
  }

  /** Which of these map layers drew something in the current view (in the order given). */
  async drawn(layers: string[]): Promise<string[]> {
    await this.settle();
    return this.page.getByTestId('geocode-map').evaluate((element, ids) => {
      const map = (element as HTMLElement & { maplibreMap: MaplibreMap }).maplibreMap;
      return ids.filter((id) => map.queryRenderedFeatures({ layers: [id] }).length > 0);
    }, layers);
  }

  /** Moves the map's view (GCJ-02 centre) without looking anything up, and waits until it is drawn. */
  async jumpTo(lng: number, lat: number, zoom: number) {
    await this.page.getByTestId('geocode-map').evaluate(
      (element, view) => {
        (element as HTMLElement & { maplibreMap: MaplibreMap }).maplibreMap.jumpTo(view);
      },
      { center: [lng, lat] as [number, number], zoom },
    );
    await this.settle();
  }

  /** The POI numbers placed on the map, ascending. */
  async placedPoiNumbers() {
    return (await this.placed('poi-markers')).map((poi) => Number(poi.number)).sort((a, b) => a - b);
  }

  /** The placed POI symbol with this number; fails when it is not on the map. */
  async placedPoi(number: number) {
    const poi = (await this.placed('poi-markers')).find((placed) => placed.number === number);
    if (!poi) throw new Error(`POI ${number} is not placed on the map`);
    return poi;
  }

  async markerCentre() {
    const box = await this.marker.boundingBox();
    if (!box) throw new Error('no marker');
    return { x: box.x + box.width / 2, y: box.y + box.height };
  }
}
