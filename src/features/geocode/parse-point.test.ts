import { describe, expect, it } from 'vitest';
import { outOfRange, parsePoint } from './parse-point';

describe('parsePoint', () => {
  it('reads lat,lng', () => {
    expect(parsePoint('39.915119,116.403963')).toEqual({ lat: 39.915119, lng: 116.403963, ambiguous: false });
  });

  it('guesses lng,lat from the ranges', () => {
    expect(parsePoint('116.403963, 39.915119')).toEqual({
      lat: 39.915119,
      lng: 116.403963,
      ambiguous: false,
    });
  });

  it('accepts spaces, full-width commas, brackets and signs', () => {
    expect(parsePoint(' (-33.8688 151.2093) ')).toEqual({ lat: -33.8688, lng: 151.2093, ambiguous: false });
    expect(parsePoint('39.9，116.4')).toMatchObject({ lat: 39.9, lng: 116.4 });
  });

  it('assumes lat,lng and says so when both orders fit', () => {
    expect(parsePoint('22.5, 51.2')).toEqual({ lat: 22.5, lng: 51.2, ambiguous: true });
  });

  it('rejects text that is not two coordinates', () => {
    for (const text of ['', 'beijing', '39.9', '39.9,116.4,5', '200,10', '100,100', '39.9,abc']) {
      expect(parsePoint(text), text).toBeUndefined();
    }
  });
});

describe('outOfRange', () => {
  it('says which number of a pasted pair is out of range', () => {
    expect(outOfRange('95,200')).toEqual([
      { value: 95, axis: 'lat' },
      { value: 200, axis: 'lng' },
    ]);
    expect(outOfRange('30, 200')).toEqual([{ value: 200, axis: 'lng' }]);
    expect(outOfRange('95,100')).toEqual([{ value: 95, axis: 'lat' }]);
    // The order the user chose (swapped) is the one judged.
    expect(outOfRange('39.9,116.4', { lat: 116.4, lng: 39.9 })).toEqual([{ value: 116.4, axis: 'lat' }]);
  });

  it('finds nothing in what fits or is not two numbers', () => {
    for (const text of ['39.9,116.4', 'beijing', '39.9']) expect(outOfRange(text), text).toEqual([]);
  });
});
