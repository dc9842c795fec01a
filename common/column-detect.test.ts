import { describe, expect, it } from 'vitest';
import { headerRowIndex } from './table-header';
import { detectColumns, detectNameColumn } from './column-detect';
import { splitCombined } from './coordinate-text';

describe('detectColumns', () => {
  it.each([
    [['name', 'lat', 'lng'], 1, 2],
    [['Latitude', 'Longitude'], 0, 1],
    [['店名', '经度', '纬度'], 2, 1],
    [['id', 'x', 'y'], 2, 1],
    [['LON', 'LAT'], 1, 0],
    [[' lat ', 'Long'], 0, 1],
    [['纬度（GCJ-02）', '经度（GCJ-02）'], 0, 1],
    [['lat_gcj02', 'lng_gcj02'], 0, 1],
  ])('finds the pair in %j', (header, lat, lng) => {
    expect(detectColumns(header)).toEqual({ kind: 'pair', lat, lng });
  });

  it.each([
    [['name', 'lat,lng']],
    [['坐标', 'name']],
    [['Location']],
    [['纬度，经度']],
    [['店名', '纬度,经度']],
  ])('finds a combined column by name in %j', (header) => {
    const column = header.findIndex((cell) => !['name', '店名'].includes(cell));
    expect(detectColumns(header)).toEqual({ kind: 'combined', column });
  });

  it('finds a combined column by its values when the header does not say', () => {
    const sample = [
      ['a', '39.9,116.4'],
      ['b', '31.2， 121.5'],
      ['c', '39°54′27″N, 116°23′29″E'],
      ['', ''],
    ];
    expect(detectColumns(['店', '点'], sample)).toEqual({ kind: 'combined', column: 1 });
  });

  it.each([[['经度，纬度']], [['店名', 'lng,lat']], [['Longitude/Latitude', 'name']], [['經度,緯度']]])(
    'finds a combined column whose header names the longitude first in %j',
    (header) => {
      const column = header.findIndex((cell) => !['name', '店名'].includes(cell));
      expect(detectColumns(header)).toEqual({ kind: 'combined', column, lngFirst: true });
    },
  );

  it('reads a combined column as longitude first when its values say so (an Amap export: "116.4,39.9")', () => {
    const sample = [['116.397,39.909'], ['121.47，31.23'], ['', '']];
    expect(detectColumns(['location'], sample)).toEqual({ kind: 'combined', column: 0, lngFirst: true });
    expect(detectColumns(['点'], sample)).toEqual({ kind: 'combined', column: 0, lngFirst: true });
    // A latitude above 90 somewhere is not enough when another row reads as lat,lng.
    expect(detectColumns(['location'], [...sample, ['39.9,116.4']])).toEqual({ kind: 'combined', column: 0 });
  });

  it('finds nothing in a header without coordinates', () => {
    expect(detectColumns(['name', 'city'], [['a', 'b']])).toBeUndefined();
    expect(detectColumns(['lat', 'name'])).toBeUndefined();
    expect(detectColumns([])).toBeUndefined();
  });
});

describe('detectNameColumn', () => {
  it.each([
    [['序号', '名称', '数量'], 1],
    [['编号', '品名'], 1],
    [['门店', '卷烟名称（规格）', '价格'], 1],
    [['id', 'Product Name'], 1],
    [['qty', 'PRODUCT'], 1],
    [['Name', 'qty'], 0],
    [['name', '卷烟名称'], 1],
    [['香烟'], 0],
    [['anything'], 0],
  ])('finds the name column in %j', (header, column) => {
    expect(detectNameColumn(header)).toBe(column);
  });

  it('finds none in a header that names no product', () => {
    expect(detectNameColumn(['id', 'qty', 'price'])).toBeUndefined();
    expect(detectNameColumn([])).toBeUndefined();
  });
});

describe('splitCombined', () => {
  it.each([
    ['39.9,116.4', ['39.9', '116.4']],
    [' 39.9 , 116.4 ', ['39.9', '116.4']],
    ['39.9，116.4', ['39.9', '116.4']],
    ['39.9 116.4', ['39.9', '116.4']],
    ['39.9;116.4', ['39.9', '116.4']],
    ['３９．９，１１６．４', ['39.9', '116.4']],
    ['39°54′27″N 116°23′29″E', ['39°54′27″N', '116°23′29″E']],
  ])('splits %j', (cell, parts) => {
    expect(splitCombined(cell)).toEqual(parts);
  });

  it.each(['39.9', '1,2,3', ''])('refuses %j', (cell) => {
    expect(splitCombined(cell)).toBeUndefined();
  });
});

describe('headerRowIndex', () => {
  it('passes over a title, a note and blank-ish rows above the header', () => {
    const rows = [
      ['门店清单（2026年11月）', '', ''],
      ['注：坐标为 GCJ-02', ''],
      ['编号', '纬度', '经度'],
      ['1', '39.9', '116.4'],
    ];
    expect(headerRowIndex(rows)).toBe(2);
    expect(headerRowIndex([['名称'], ['中华']])).toBe(0);
    expect(
      headerRowIndex([
        ['lat', 'lng'],
        ['1', '2'],
      ]),
    ).toBe(0);
  });
});
