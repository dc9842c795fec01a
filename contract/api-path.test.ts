import { describe, expect, it } from 'vitest';
import { API } from './api';
import { apiPath } from './api-path';

describe('apiPath', () => {
  it('fills each :name, encoded, and keeps tile placeholders', () => {
    expect(apiPath(API.regions, { adcode: '110108' })).toBe('/api/regions/110108');
    expect(apiPath(API.configuredStyle, { id: 'a b/c' })).toBe('/api/basemaps/a%20b%2Fc/style.json');
    expect(apiPath(API.basemapTile, { id: 'osm', z: '{z}', x: '{x}', y: '{y}' })).toBe(
      '/api/basemaps/osm/{z}/{x}/{y}',
    );
    expect(apiPath(API.tiles, { z: '{z}', x: '{x}', file: '{y}.pbf' })).toBe('/api/tiles/{z}/{x}/{y}.pbf');
  });

  it('leaves a path without parameters as it is and refuses a missing one', () => {
    expect(apiPath(API.geocode)).toBe('/api/geoToAddress');
    expect(() => apiPath(API.regions)).toThrow(':adcode');
  });
});
