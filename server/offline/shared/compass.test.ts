import { describe, expect, it } from 'vitest';
import { haversineMetres } from './great-circle';
import { compassWord, directionFromPoint } from './compass';

describe('haversineMetres', () => {
  it('measures one degree of latitude as about 111.2 km, rounded to 0.1 m', () => {
    const metres = haversineMetres(116, 39, 116, 40);
    expect(metres).toBeCloseTo(111195, -1);
    expect(Math.round(metres * 10)).toBe(metres * 10);
  });

  it('is 0 at the same point', () => {
    expect(haversineMetres(116.4, 39.9, 116.4, 39.9)).toBe(0);
  });
});

describe('compassWord (where the point lies, seen from the place)', () => {
  it.each([
    [0, 0.01, '北'],
    [0.01, 0.01, '东北'],
    [0.01, 0, '东'],
    [0.01, -0.01, '东南'],
    [0, -0.01, '南'],
    [-0.01, -0.01, '西南'],
    [-0.01, 0, '西'],
    [-0.01, 0.01, '西北'],
    [0, 0, '内'],
  ])('offset (%d, %d) → %s', (dx, dy, word) => {
    expect(compassWord(116, 30, 116 + dx, 30 + dy)).toBe(word);
  });
});

describe('directionFromPoint (a seat or station: never 内)', () => {
  it('says 附近 at the place and a compass word elsewhere', () => {
    expect(directionFromPoint(116, 30, 116, 30)).toBe('附近');
    expect(directionFromPoint(116, 30, 116.00005, 30)).toBe('附近');
    expect(directionFromPoint(116, 30, 116.01, 30)).toBe('东');
  });
});
