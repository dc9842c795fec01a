import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_M } from '../../shared/great-circle';
import { NearbyLookup } from './nearby-lookup';

const LNG = 116.4;
const LAT = 39.9;
/** A seat `metres` due north of the query point. */
const northBy = (metres: number) => LAT + (metres / EARTH_RADIUS_M) * (180 / Math.PI);

const seatAt = (metres: number, district = '000001') =>
  new NearbyLookup({
    towns: [{ id: 'seat', name: '某街道', district, lng: LNG, lat: northBy(metres) }],
    namedPoints: [],
    worldPlaces: [],
  });

// [district name, seat distance in metres, whether the seat is given as town]
const TABLE: Array<[string, number, boolean]> = [
  ['东城区', 1_400, true],
  ['东城区', 1_600, false],
  ['东城区', 4_000, false], // Tiananmen → 龙潭街道 4.0 km: no longer said
  ['浦东新区', 1_600, false],
  ['永靖县', 4_900, true],
  ['永靖县', 5_100, false],
  ['大厂回族自治县', 4_900, true],
  ['科尔沁右翼前旗', 4_900, true],
  ['科尔沁右翼前旗', 5_100, false],
  ['昆山市', 4_900, true], // 县级市
  ['昆山市', 5_100, false],
  ['神农架林区', 4_900, true], // county-level, rural despite 区
  ['六枝特区', 4_900, true],
  ['', 4_900, true], // a city without districts (东莞市): township-sized towns
  ['', 5_100, false],
  ['', 9_000, false], // the old 10 km rule gave this
];

describe('town without a boundary: a seat of the same district, 1.5 km in a 区, 5 km in a 县/旗/县级市', () => {
  it.each(TABLE)('%s, seat at %i m → given: %s', (name, metres, given) => {
    const town = seatAt(metres).town(LNG, LAT, { adcode: '000001', name });
    expect(town?.item.id).toBe(given ? 'seat' : undefined);
  });

  it('never gives a seat of another district, however close', () => {
    expect(seatAt(100, '000002').town(LNG, LAT, { adcode: '000001', name: '永靖县' })).toBeUndefined();
  });
});
