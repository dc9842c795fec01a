import type { MultiPolygon, Position } from 'geojson';
import { describe, expect, it } from 'vitest';
import whichPolygon from 'which-polygon';
import { haversineMetres } from '../../../shared/great-circle';
import { loadNaturalEarthPlaces, loadNaturalEarthWater } from './load-natural-earth';

const water = loadNaturalEarthWater();
const places = loadNaturalEarthPlaces();

function vertices(coordinates: unknown): Position[] {
  return Array.isArray(coordinates) && Array.isArray(coordinates[0])
    ? coordinates.flatMap(vertices)
    : [coordinates as Position];
}

function areasAt(layer: 'ocean' | 'lake', extent: 'world' | 'detail', lng: number, lat: number): boolean {
  const features = water
    .filter((row) => row.layer === layer && row.extent === extent)
    .map((row) => ({ type: 'Feature' as const, properties: {}, geometry: row.geometry as MultiPolygon }));
  return whichPolygon({ type: 'FeatureCollection', features })([lng, lat]) !== null;
}

describe('Natural Earth 10 m water (committed file)', () => {
  it('has lakes and rivers for the whole world and in detail, the ocean in detail only', () => {
    const has = (layer: string, extent: string) =>
      water.some((row) => row.layer === layer && row.extent === extent);
    for (const layer of ['lake', 'river'] as const) {
      expect(has(layer, 'world')).toBe(true);
      expect(has(layer, 'detail')).toBe(true);
    }
    expect(has('ocean', 'detail')).toBe(true);
    expect(has('ocean', 'world')).toBe(false); // the basemap's 1:50m land draws the coast at that scale
  });

  it('keeps the detail extent inside its box over China and its neighbours', () => {
    const outside = water
      .filter((row) => row.extent === 'detail')
      .flatMap((row) => vertices(row.geometry.coordinates))
      .filter(([x, y]) => x! < 66 || x! > 146 || y! < 8 || y! > 56);
    expect(outside).toEqual([]);
  });

  it('puts the East China Sea off Shanghai in the ocean and Shanghai itself on land (GCJ-02)', () => {
    expect(areasAt('ocean', 'detail', 122.6, 30.8)).toBe(true);
    expect(areasAt('ocean', 'detail', 121.47, 31.23)).toBe(false);
    expect(areasAt('lake', 'world', 6.55, 46.45)).toBe(true); // Lake Geneva
  });

  it('has 鄱阳湖 (Poyang) as a lake and the Yangtze passing Wuhan', () => {
    expect(areasAt('lake', 'detail', 116.3, 29.1)).toBe(true);
    const wuhanRiverVertex = water
      .filter((row) => row.layer === 'river' && row.extent === 'detail')
      .flatMap((row) => vertices(row.geometry.coordinates))
      .some(([x, y]) => haversineMetres(114.29, 30.57, x!, y!) < 3_000);
    expect(wuhanRiverVertex).toBe(true);
  });
});

describe('Natural Earth populated places with Chinese names (committed file)', () => {
  it('names places abroad and in China in simplified Chinese', () => {
    expect(places.find((place) => place.romanised === 'Paris')).toMatchObject({
      name: '巴黎',
      country: 'FRA',
    });
    expect(places.find((place) => place.romanised === 'Taoyuan' && place.country === 'TWN')?.name).toBe(
      '桃园区',
    );
    expect(places.filter((place) => /[區園東門灣國]/.test(place.name))).toEqual([]);
  });

  it('moves Chinese places to GCJ-02 and leaves Paris where it is', () => {
    const paris = places.find((place) => place.romanised === 'Paris')!;
    expect(paris.lng).toBeCloseTo(2.331389, 5);
    const wuhan = places.find((place) => place.romanised === 'Wuhan')!;
    expect(haversineMetres(wuhan.lng, wuhan.lat, 114.268, 30.582)).toBeGreaterThan(300);
  });
});
