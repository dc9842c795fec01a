import gcoord from 'gcoord';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OsmData } from './load-osm-data';
import { chooseAddress, streetLevelAt } from './street-lookup';
import { EDGE_CASES, importToTemp, MONACO } from '../test-fixtures';

let edge: OsmData;
let monaco: OsmData;
beforeAll(async () => {
  edge = await importToTemp(EDGE_CASES);
  monaco = await importToTemp(MONACO);
}, 60_000);

/** The fixture is drawn in WGS-84; the service speaks GCJ-02. */
const gcj = (lng: number, lat: number) =>
  gcoord.transform([lng, lat], gcoord.WGS84, gcoord.GCJ02) as [number, number];

describe('street level in China (hand-made edge cases)', () => {
  it('indexes in GCJ-02: the crossroad sits where WGS-84 116.405,39.908 lands in GCJ-02', () => {
    const [lng, lat] = gcj(116.405, 39.908);
    const level = streetLevelAt(edge, lng, lat, 10)!;
    expect(level.crossroad).toMatchObject({ title: '东长安街与南河沿大街交叉口', distance: 0 });
    expect(level.crossroad!.lng).toBeCloseTo(lng, 6);
    expect(Math.abs(lng - 116.405)).toBeGreaterThan(0.004);
  });

  it('reads the house number of a building polygon, with its addr:street', () => {
    const [lng, lat] = gcj(116.3985, 39.90875);
    const level = streetLevelAt(edge, lng, lat, 10)!;
    expect(level.nearestNumber).toMatchObject({ number: '1', street: '东长安街', distance: 0 });
    expect(level).toMatchObject({ street: '东长安街', number: '1' });
  });

  it('interpolates even numbers between the two ends of an addr:interpolation line', () => {
    const [lng, lat] = gcj(116.4052, 39.91); // halfway between 2 and 10
    const level = streetLevelAt(edge, lng, lat, 10)!;
    expect(level.nearestNumber).toMatchObject({ number: '6', street: '南河沿大街' });
    expect(level.nearestNumber!.distance).toBeLessThan(1);
    expect(level).toMatchObject({ street: '南河沿大街', number: '6' });
  });

  it('names a POI from name:zh when it has no name', () => {
    const [lng, lat] = gcj(116.402, 39.9078);
    const [poi] = streetLevelAt(edge, lng, lat, 10)!.pois;
    expect(poi).toMatchObject({ title: '全聚德', category: '餐饮服务:餐馆', distance: 0 });
  });

  it('knows nothing outside the extract', () => {
    expect(streetLevelAt(edge, 116.5, 39.95, 10)).toBeUndefined();
  });
});

describe('street level on Monaco (real extract)', () => {
  it('finds the street a point lies on, with distance and direction to the line', () => {
    const level = streetLevelAt(monaco, 7.4265, 43.7416, 10)!;
    expect(level.nearestStreet).toMatchObject({ title: 'Boulevard Princesse Charlotte' });
    expect(level.nearestStreet!.distance).toBeLessThan(10);
    expect(level.street).toBe('Boulevard Princesse Charlotte');
    expect(level.number).toBe('35');
    expect(level.famousArea?.title).toBe('Monte-Carlo');
    expect(level.pois.length).toBe(10);
    expect(level.pois.map((poi) => poi.distance)).toEqual(
      [...level.pois.map((poi) => poi.distance)].sort((a, b) => a - b),
    );
  });
});

describe('choosing between a house number and the street (Nominatim)', () => {
  const street = { id: '', title: 'A Street', lng: 0, lat: 0, distance: 10 };
  const number = (n: string, on: string, distance: number) => ({
    id: '',
    title: '',
    lng: 0,
    lat: 0,
    distance,
    number: n,
    street: on,
  });

  it('keeps the nearest street and takes the nearest number on it', () => {
    expect(chooseAddress(street, [number('3', 'B Street', 20), number('5', 'A Street', 40)])).toEqual({
      street: 'A Street',
      number: '5',
    });
  });

  it('lets a numbered house nearer than any street give its own address', () => {
    expect(chooseAddress(street, [number('3', 'B Street', 4)])).toEqual({ street: 'B Street', number: '3' });
  });

  it('gives the street without a number when none on it is near', () => {
    expect(chooseAddress(street, [number('3', 'B Street', 30)])).toEqual({ street: 'A Street', number: '' });
  });
});
