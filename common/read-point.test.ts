import gcoord from 'gcoord';
import { describe, expect, it } from 'vitest';
import { readPoint } from './read-point';

const pair = { kind: 'pair', lat: 0, lng: 1 } as const;

describe('readPoint', () => {
  it('keeps GCJ-02 input as it is', () => {
    expect(readPoint(['39.915119', '116.403963'], pair, 'GCJ-02')).toEqual({
      lat: 39.915119,
      lng: 116.403963,
    });
  });

  it('converts WGS-84 and BD-09 input to GCJ-02 (Tiananmen, ~600 m and ~1 km apart)', () => {
    const wgs = readPoint(['39.913818', '116.397470'], pair, 'WGS-84') as { lat: number; lng: number };
    expect(wgs.lat).toBeCloseTo(39.91522, 3);
    expect(wgs.lng).toBeCloseTo(116.40371, 3);
    const bd = readPoint(['39.921389', '116.410294'], pair, 'BD-09') as { lat: number; lng: number };
    const [lng, lat] = gcoord.transform([116.410294, 39.921389], gcoord.BD09, gcoord.GCJ02) as [
      number,
      number,
    ];
    expect(bd).toEqual({ lat, lng });
    expect(Math.abs(bd.lng - 116.410294)).toBeGreaterThan(0.005);
  });

  it('reads a combined column', () => {
    expect(readPoint(['x', '31.2, 121.5'], { kind: 'combined', column: 1 }, 'GCJ-02')).toEqual({
      lat: 31.2,
      lng: 121.5,
    });
  });

  it.each([
    [['', '116.4'], 'missing'],
    [['39.9'], 'missing'],
    [['abc', '116.4'], 'not-a-number'],
    [['39.9', '116.4E'], 'not-a-number'],
    [['0x10', '1'], 'not-a-number'],
    [['91', '116.4'], 'out-of-range'],
    [['39.9', '-180.5'], 'out-of-range'],
  ])('names why %j cannot be read: %s', (row, reason) => {
    expect(readPoint(row, pair, 'GCJ-02')).toMatchObject({ reason });
  });

  it('reads a combined cell longitude first when the mapping says so', () => {
    const lngFirst = { kind: 'combined', column: 0, lngFirst: true } as const;
    expect(readPoint(['116.403963,39.915119'], lngFirst, 'GCJ-02')).toEqual({
      lat: 39.915119,
      lng: 116.403963,
    });
    expect(readPoint(['39.915119,116.403963'], lngFirst, 'GCJ-02')).toMatchObject({ reason: 'out-of-range' });
  });

  it('names a combined cell that is not a pair', () => {
    expect(readPoint(['1,2,3'], { kind: 'combined', column: 0 }, 'GCJ-02')).toEqual({
      reason: 'not-a-pair',
      value: '1,2,3',
    });
  });

  const combined = { kind: 'combined', column: 0 } as const;
  const near = (read: unknown, lat: number, lng: number) => {
    const point = read as { lat: number; lng: number };
    expect(point.lat).toBeCloseTo(lat, 6);
    expect(point.lng).toBeCloseTo(lng, 6);
  };

  it('reads full-width digits and punctuation as a Chinese IME types them', () => {
    expect(readPoint(['３９．９１５１', '１１６．４０３９'], pair, 'GCJ-02')).toEqual({
      lat: 39.9151,
      lng: 116.4039,
    });
    expect(readPoint(['－３３．８６', '１５１．２１'], pair, 'GCJ-02')).toEqual({ lat: -33.86, lng: 151.21 });
    expect(readPoint(['３９．９，１１６．４'], combined, 'GCJ-02')).toEqual({ lat: 39.9, lng: 116.4 });
    expect(readPoint(['39.9，116.4'], combined, 'GCJ-02')).toEqual({ lat: 39.9, lng: 116.4 });
    expect(readPoint(['39.9,116.4'], combined, 'GCJ-02')).toEqual({ lat: 39.9, lng: 116.4 });
  });

  it('reads degrees-minutes-seconds with ′ ″, with \' " and in 度分秒', () => {
    const lat = 39 + 54 / 60 + 27 / 3600;
    const lng = 116 + 23 / 60 + 29 / 3600;
    near(readPoint(['39°54′27″N', '116°23′29″E'], pair, 'GCJ-02'), lat, lng);
    near(readPoint([`39°54'27"N`, `116°23'29"E`], pair, 'GCJ-02'), lat, lng);
    near(readPoint(['N 39° 54′ 27″', 'E116°23′29″'], pair, 'GCJ-02'), lat, lng);
    near(readPoint(['39度54分27秒', '116度23分29秒'], pair, 'GCJ-02'), lat, lng);
    near(readPoint(['39°54′27″N, 116°23′29″E'], combined, 'GCJ-02'), lat, lng);
    near(readPoint(['39° 54′ 27″ N 116° 23′ 29″ E'], combined, 'GCJ-02'), lat, lng);
    near(readPoint(['33°52′S', '151°12.5′E'], pair, 'GCJ-02'), -(33 + 52 / 60), 151 + 12.5 / 60);
    near(readPoint(['39.5°', '-116.25°'], pair, 'GCJ-02'), 39.5, -116.25);
  });

  it.each([
    [['39°61′N', '116°E'], 'minutes past 60'],
    [['39°54′27″E', '116°23′29″N'], 'hemispheres of the other axis'],
    [['N39°54′S', '116°E'], 'two hemispheres'],
    [['39°54′27″X', '116°E'], 'no such hemisphere'],
  ])('does not read %j (%s)', (row) => {
    expect(readPoint(row, pair, 'GCJ-02')).toMatchObject({ reason: 'not-a-number' });
  });
});
