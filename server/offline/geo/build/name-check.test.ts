import { beforeAll, describe, expect, it } from 'vitest';
import { loadGeoData } from '../cache/geo-cache';
import type { GeoData } from '../data/geo-data';
import { createReverseGeocoder } from '../lookup/reverse-geocode';
import { rareCharacters, simplifiedCharacter, standardName } from '../../shared/standard-characters';
import { checkNames, describeNames } from './name-check';

describe('standardName', () => {
  it('turns Japanese and Traditional forms into Simplified', () => {
    expect(standardName('仏山市')).toBe('佛山市');
    expect(standardName('常徳')).toBe('常德');
    expect(standardName('臺北後山')).toBe('台北后山');
    expect(standardName('三水靑年')).toBe('三水青年');
  });

  it('keeps standard characters OpenCC would map and rare place-name characters', () => {
    for (const name of ['乾县', '芸苔', '蒜薹', '薛圐圙乡', '瀼渡镇', 'Monaco'])
      expect(standardName(name)).toBe(name);
    expect(rareCharacters('薛圐圙乡')).toEqual(['圐', '圙']);
  });
});

describe('the built offline data', () => {
  let data: GeoData;
  beforeAll(() => {
    data = loadGeoData().data;
  }, 120_000);

  it('holds no name with a Japanese form or a Traditional character that has a Simplified one', () => {
    const names = [
      ...data.provinces.records,
      ...data.cities.records,
      ...data.leaves.records,
      ...data.countries.records,
      ...data.countryLabels,
      ...data.towns,
      ...data.namedPoints,
      ...data.worldPlaces,
    ].map((record) => record.name);
    expect(names.length).toBeGreaterThan(30_000);
    const unconverted = names.filter((name) => [...name].some((char) => simplifiedCharacter(char)));
    expect(unconverted).toEqual([]);
    const report = checkNames(data);
    expect(report.changed.size).toBe(0);
    expect(describeNames(report)).toMatch(/kept with characters outside it: .*\(/);
  });

  it('reads 佛山 near Shunde and 常德, not their Japanese forms', () => {
    const geocoder = createReverseGeocoder(data);
    const shunde = JSON.stringify(geocoder.reverse({ lat: 22.961183, lng: 113.263213, poi: 0 }));
    expect(shunde).toContain('佛山');
    expect(shunde).not.toContain('仏');
    const names = data.namedPoints.map((point) => point.name);
    expect(names).toContain('常德');
    expect(names.join()).not.toMatch(/[仏徳]/u);
  });
});
