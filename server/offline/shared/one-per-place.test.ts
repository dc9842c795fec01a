import { describe, expect, it } from 'vitest';
import { onePerPlace } from './one-per-place';

// 朝天宫, Nanjing: mapped as a museum (a node) and as a park (an area), 31 m apart, as in OSM.
const place = (id: string, title: string, category: string, metresNorth: number, distance: number) => ({
  id,
  title,
  category,
  lng: 118.7727,
  lat: 32.0359 + metresNorth / 111_195,
  distance,
});
const park = place('w1', '朝天宫', '体育休闲服务:公园', 0, 10);
const museum = place('n2', '朝天宫', '科教文化服务:博物馆', 31, 41);

describe('one row per place across kinds', () => {
  it('keeps the museum, not the park of its name 31 m away', () => {
    expect(onePerPlace([park, museum], 10).map((p) => p.id)).toEqual(['n2']);
  });

  it('keeps them as one when the museum is inside the park however far from its centre', () => {
    const far = { ...museum, lat: museum.lat + 120 / 111_195, distance: 160 };
    const inPark = (outer: typeof park, inner: typeof park) => outer.id === 'w1' && inner.id === 'n2';
    expect(onePerPlace([park, far], 10).map((p) => p.id)).toEqual(['w1', 'n2']);
    expect(onePerPlace([park, far], 10, inPark).map((p) => p.id)).toEqual(['n2']);
  });

  it('keeps a facility of the place its own row (a bank and its ATM, a park and its toilets)', () => {
    const toilets = place('n3', '朝天宫', '生活服务:厕所', 20, 30);
    expect(onePerPlace([park, toilets], 10).map((p) => p.id)).toEqual(['w1', 'n3']);
    const bank = place('n4', '光大银行', '金融保险服务:银行', 0, 5);
    const atm = place('n5', '光大银行', '金融保险服务:ATM机', 19, 24);
    expect(onePerPlace([bank, atm], 10)).toHaveLength(2);
  });

  it('keeps a stop apart from the place it is named after', () => {
    const stop = place('n6', '朝天宫', '交通设施服务:公共交通停泊点', 20, 30);
    expect(onePerPlace([park, stop], 10)).toHaveLength(2);
  });
});
