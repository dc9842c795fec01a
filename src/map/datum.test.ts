import { describe, expect, it } from 'vitest';
import { convertPoint } from '../../common/convert-point';
import { apiToBasemap, basemapToApi, geoJsonToBasemap, threeDatums } from './datum';

// Tiananmen: WGS-84 39.908722,116.397499 is GCJ-02 about 39.910126,116.403741 (≈ 500 m east, 150 m north).
const wgs = { lat: 39.908722, lng: 116.397499 };

describe('datum conversion', () => {
  it('moves a WGS-84 point in China by the GCJ-02 offset', () => {
    const gcj = convertPoint(wgs, 'WGS-84', 'GCJ-02');
    expect(gcj.lng - wgs.lng).toBeCloseTo(0.00624, 4);
    expect(gcj.lat - wgs.lat).toBeCloseTo(0.0014, 3);
  });

  it('round-trips GCJ-02 → WGS-84 → GCJ-02 within a metre', () => {
    const gcj = convertPoint(wgs, 'WGS-84', 'GCJ-02');
    const back = basemapToApi(apiToBasemap(gcj, 'WGS-84'), 'WGS-84');
    expect(back.lat).toBeCloseTo(gcj.lat, 5);
    expect(back.lng).toBeCloseTo(gcj.lng, 5);
  });

  it('leaves points untouched on a GCJ-02 basemap', () => {
    const point = { lat: 39.915119, lng: 116.403963 };
    expect(apiToBasemap(point, 'GCJ-02')).toBe(point);
    expect(basemapToApi(point, 'GCJ-02')).toBe(point);
  });

  it('gives BD-09 further east and north than GCJ-02', () => {
    const all = threeDatums({ lat: 39.915119, lng: 116.403963 });
    expect(all['BD-09'].lng - all['GCJ-02'].lng).toBeCloseTo(0.0064, 3);
    expect(all['BD-09'].lat - all['GCJ-02'].lat).toBeCloseTo(0.006, 3);
    expect(all['WGS-84'].lng).toBeLessThan(all['GCJ-02'].lng);
  });

  it('converts every position of a GeoJSON feature without touching the input', () => {
    const feature = {
      type: 'Feature' as const,
      properties: {},
      geometry: {
        type: 'LineString' as const,
        coordinates: [
          [116.4, 39.9],
          [116.41, 39.91],
        ],
      },
    };
    const moved = geoJsonToBasemap(feature, 'WGS-84');
    expect(feature.geometry.coordinates[0]).toEqual([116.4, 39.9]);
    expect(moved.geometry.coordinates[0]![0]).toBeLessThan(116.4);
    expect(geoJsonToBasemap(feature, 'GCJ-02')).toBe(feature);
  });

  it("converts next to the edge of gcoord's China box, where gcoord's own inverse never returns", () => {
    const edge = { lat: 32.432211, lng: 72.006503 };
    const wgs84 = convertPoint(edge, 'GCJ-02', 'WGS-84');
    expect(Math.abs(wgs84.lng - edge.lng)).toBeLessThan(0.01);
    expect(threeDatums(edge)['WGS-84']).toEqual(wgs84);
    const outline = geoJsonToBasemap(
      {
        type: 'LineString',
        coordinates: [
          [edge.lng, edge.lat],
          [116.403963, 39.915119],
        ],
      },
      'WGS-84',
    );
    expect(outline.coordinates[0]).toEqual([wgs84.lng, wgs84.lat]);
    expect(outline.coordinates[1]![0]).toBeCloseTo(116.39772, 4);
  });
});
