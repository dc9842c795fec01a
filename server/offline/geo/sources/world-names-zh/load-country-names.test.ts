import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { countryNameLookup, loadCountryNames } from './load-country-names';

const require = createRequire(import.meta.url);
const lookup = countryNameLookup();

/** The Natural Earth countries the geocoder uses (world-atlas 1:50m): id (ISO numeric) and English name. */
function naturalEarthCountries(): Array<{ code: string; name: string }> {
  const topology = JSON.parse(readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8')) as {
    objects: { countries: { geometries: Array<{ id?: string; properties: { name: string } }> } };
  };
  return topology.objects.countries.geometries.map((g) => ({ code: g.id ?? '', name: g.properties.name }));
}

describe('Chinese country names (world-geo-json-zh, committed file)', () => {
  it('gives short and full names by ISO 3166 numeric code', () => {
    expect(loadCountryNames().find((record) => record.code === '250')).toMatchObject({
      alpha3: 'FRA',
      name: '法国',
      fullName: '法兰西共和国',
    });
    expect(lookup('643', 'Russia')).toBe('俄罗斯');
    expect(lookup('807', 'Macedonia')).toBe('北马其顿');
  });

  it('names every Natural Earth country but Kosovo and the Indian Ocean territories (China’s parts answer as China)', () => {
    const unnamed = naturalEarthCountries()
      .filter(({ code, name }) => !lookup(code, name))
      .map(({ name }) => name);
    expect(unnamed.sort()).toEqual(['Hong Kong', 'Indian Ocean Ter.', 'Kosovo', 'Macao', 'Taiwan']);
  });

  it('joins the entities without a code by their Natural Earth name', () => {
    expect(lookup('', 'N. Cyprus')).toBe('北塞浦路斯');
    expect(lookup('', 'Somaliland')).toBe('索马里兰');
  });
});
