import { beforeAll, describe, expect, it } from 'vitest';
import { loadGeoData } from '../cache/geo-cache';
import type { GeoData } from '../data/geo-data';
import { PolygonIndex } from '../index/polygon-index';
import { TILE_LAYERS } from './tile-layers';

let data: GeoData;
beforeAll(() => {
  data = loadGeoData().data; // may build the cache: see reverse-geocode.test.ts
}, 120_000);

describe('basemap layers', () => {
  it('land has no band around the world where Russia crosses 180° (65–69°N)', () => {
    const land = new PolygonIndex(data.land);
    expect(land.find(-5, 67)).toBe(-1); // the Norwegian Sea
    expect(land.find(-60, 66)).toBe(-1); // the Davis Strait
    expect(land.find(100, 66)).toBeGreaterThanOrEqual(0); // Siberia
    expect(land.find(185, 66)).toBeGreaterThanOrEqual(0); // Chukotka, past 180° for geojson-vt to wrap
  });

  it('draws Monaco as land (its 1:10m outline; the 1:50m land leaves Monte-Carlo in the sea)', () => {
    const land = new PolygonIndex(data.land);
    expect(land.find(7.4246, 43.7384)).toBeGreaterThanOrEqual(0);
    expect(land.find(7.4265, 43.7416)).toBeGreaterThanOrEqual(0);
  });

  it('labels provinces, cities and districts in Chinese at the seat DataV gives', () => {
    const labels = TILE_LAYERS.find((layer) => layer.name === 'region_labels')!.build(data);
    const dongcheng = labels.features.find((f) => f.properties?.adcode === '110101');
    expect(dongcheng?.properties).toMatchObject({ name: '东城区', level: 'district', minzoom: 8 });
    expect(dongcheng?.geometry).toEqual({ type: 'Point', coordinates: [116.418757, 39.917544] });
    const levels = new Set(labels.features.map((f) => f.properties?.level));
    expect([...levels].sort()).toEqual(['city', 'district', 'province']);
  });

  it('names countries in Chinese', () => {
    const names = TILE_LAYERS.find((layer) => layer.name === 'country_labels')!
      .build(data)
      .features.map((f) => f.properties?.name);
    expect(names).toEqual(expect.arrayContaining(['中国', '日本', '蒙古', '俄罗斯联邦']));
  });
});
