import { describe, expect, it } from 'vitest';
import type { PlaceSuggestion } from '../../../contract/place-schema';
import { placeTarget } from './place-target';

const base = { adcode: '', province: '', city: '', district: '' };
// 浙江省 as /api/places gives it: its seat (杭州) and its outline's extent.
const zhejiang: PlaceSuggestion = {
  ...base,
  id: 'adcode:330000',
  name: '浙江省',
  kind: 'province',
  lat: 30.2741,
  lng: 120.1551,
  bbox: [118.02197, 27.04347, 123.25918, 31.18195],
};
const station: PlaceSuggestion = {
  ...base,
  id: 'osm:1',
  name: '陆家嘴',
  kind: 'station',
  lat: 31.2346,
  lng: 121.5024,
};

describe('placeTarget', () => {
  it('looks up the point and shows a station at z16', () => {
    expect(placeTarget(station, { width: 800, height: 600 })).toEqual({
      point: { lat: 31.2346, lng: 121.5024 },
      z: 16,
    });
  });

  it('fits a province’s outline into the map, centred on the outline', () => {
    const target = placeTarget(zhejiang, { width: 800, height: 600 });
    expect(target.point).toEqual({ lat: 30.2741, lng: 120.1551 });
    // Across, 5.24° of longitude in 680 px would allow z 6.51; the 4.1° of latitude in 510 px allow 6.24.
    expect(target.z).toBeCloseTo(6.24, 1);
    expect(target.view!.lng).toBeCloseTo(120.64, 2);
    expect(target.view!.lat).toBeGreaterThan(29.1);
    expect(target.view!.lat).toBeLessThan(29.2);
  });

  it('zooms out on a smaller map (a phone)', () => {
    expect(placeTarget(zhejiang, { width: 360, height: 300 }).z).toBeLessThan(
      placeTarget(zhejiang, { width: 800, height: 600 }).z,
    );
  });

  it('falls back to the kind’s zoom without a map size', () => {
    expect(placeTarget(zhejiang)).toEqual({ point: { lat: 30.2741, lng: 120.1551 }, z: 7 });
  });
});
