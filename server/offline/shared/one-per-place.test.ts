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

describe('the category of a row that merges several features', () => {
  // A stadium's outline and its pitch, one name, 2 m apart (Monaco's Stade Louis II, as in OSM).
  const stadium = place('w1', 'Stade Louis II', '体育休闲服务:体育场', 0, 20);
  const pitch = place('w2', 'Stade Louis II', '体育休闲服务:运动场地', 2, 22);

  it('is the shared parent where the features’ kinds disagree', () => {
    expect(onePerPlace([stadium, pitch], 10).map((p) => [p.id, p.category])).toEqual([
      ['w1', '体育休闲服务'],
    ]);
  });

  it('is the kept feature’s top level where the kinds are of different groups (a museum in its park)', () => {
    expect(onePerPlace([park, museum], 10).map((p) => [p.id, p.category])).toEqual([['n2', '科教文化服务']]);
  });

  it('stays the leaf where the features agree, or the row is one feature', () => {
    const twice = { ...stadium, id: 'n3', lat: stadium.lat + 10 / 111_195, distance: 30 };
    expect(onePerPlace([stadium, twice], 10).map((p) => p.category)).toEqual(['体育休闲服务:体育场']);
    expect(onePerPlace([pitch], 10).map((p) => p.category)).toEqual(['体育休闲服务:运动场地']);
  });

  it('stays the most specific stop kind for one stop mapped several ways (a station and its stop positions)', () => {
    const stopPosition = place('n7', '六道口', '交通设施服务:公共交通停泊点', 0, 10);
    const station = place('n8', '六道口', '交通设施服务:地铁站', 30, 40);
    expect(onePerPlace([stopPosition, station], 10).map((p) => [p.id, p.category])).toEqual([
      ['n8', '交通设施服务:地铁站'],
    ]);
  });
});
