import gcoord from 'gcoord';
import { describe, expect, it } from 'vitest';
import { loadGeonamesPlaces, loadTownSeats } from './load-geonames';

const places = loadGeonamesPlaces();
const seats = loadTownSeats();
const byId = (id: string) => places.find((place) => place.id === id);

describe('GeoNames places with Chinese names (committed file)', () => {
  it('has about twelve thousand township seats and two thousand other places', () => {
    expect(seats.length).toBeGreaterThan(12_000);
    expect(seats.length).toBeLessThan(12_500);
    expect(places.length - seats.length).toBeGreaterThan(2_000);
  });

  it('names every place in Chinese: no Latin letters, no traditional forms of common characters', () => {
    expect(places.filter((place) => /[A-Za-z]/.test(place.name))).toEqual([]);
    expect(places.filter((place) => /[灣區門臺鎮鄉縣]/.test(place.name))).toEqual([]);
  });

  it('picks the form of the name that carries its level, matching the romanised name', () => {
    expect(byId('gn:1785021')).toMatchObject({
      name: '章镇镇',
      romanised: 'Zhangzhen',
      kind: 'township-seat',
    });
    expect(byId('gn:1795565')).toMatchObject({ name: '深圳市', kind: 'prefecture-seat' });
  });

  it('moves mainland coordinates to GCJ-02 and keeps the population GeoNames gives', () => {
    const seat = seats.find((place) => place.name === '香花桥街道')!;
    const [lng, lat] = gcoord.transform([121.11692, 31.17451], gcoord.WGS84, gcoord.GCJ02);
    expect(seat.lng).toBeCloseTo(lng!, 5);
    expect(seat.lat).toBeCloseTo(lat!, 5);
    expect(byId('gn:1816670')).toMatchObject({ name: '北京市', kind: 'capital' });
    expect(byId('gn:1816670')!.population).toBeGreaterThan(1_000_000);
  });

  it('simplifies Hong Kong and Taiwan names', () => {
    expect(places.find((place) => place.romanised === 'Tsuen Wan')?.name).toBe('荃湾');
    expect(places.find((place) => place.romanised === 'Taipei')?.name).toBe('台北市');
  });

  it('drops GeoNames "township seats" that are really districts (Pudong = 浦东新区)', () => {
    expect(byId('gn:1798524')).toBeUndefined();
    expect(seats.some((seat) => /(?:区|县)$/.test(seat.name))).toBe(false);
  });
});
