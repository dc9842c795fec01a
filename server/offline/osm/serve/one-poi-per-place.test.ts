import gcoord from 'gcoord';
import { beforeAll, describe, expect, it } from 'vitest';
import { haversineMetres } from '../../shared/great-circle';
import { fixture, importToTemp } from '../test-fixtures';
import type { OsmData } from './load-osm-data';
import { streetLevelAt } from './street-lookup';

// A real extract of Haidian, Beijing (fixtures/ATTRIBUTION.md): its bus stops are mapped as a
// node, a platform and stop_positions of one name (六道口 ×8, 二里庄 ×11).
let osm: OsmData;
beforeAll(async () => {
  osm = await importToTemp(fixture('beijing-haidian-cau.osm.pbf'));
}, 120_000);

const isStop = (category: string) => /^交通设施服务:.*(站|停泊点)/.test(category);
/** A facility that serves a place (an ATM, toilets, a parking): its own row beside the place of its name. */
const isFacility = (category: string) => /ATM|厕所|停车|入口|售货机|自行车/.test(category);

/** Where each POI of the extract lies, with its name and category. */
function poisOfExtract() {
  const { tables, strings } = osm.extracts[0]!;
  const pois = tables.pois;
  return Array.from({ length: pois.count }, (_, f) => ({
    title: strings.get(pois.props.name![f]!),
    category: strings.get(pois.props.category![f]!),
    lng: pois.coords[f * 2]! / 1e7,
    lat: pois.coords[f * 2 + 1]! / 1e7,
  }));
}

describe('one POI per real place (Haidian extract)', () => {
  it('never lists one place twice, wherever it is asked: stops of one name within 200 m, other kinds within 50 m', () => {
    const all = poisOfExtract();
    let asked = 0;
    for (const at of all) {
      // A few area POIs have their centroid past the extract's box, where it does not answer.
      const pois = streetLevelAt(osm, at.lng, at.lat, 100)?.pois;
      if (!pois) continue;
      asked++;
      for (const [i, a] of pois.entries())
        for (const b of pois.slice(i + 1)) {
          if (a.title !== b.title) continue;
          const apart = haversineMetres(a.lng, a.lat, b.lng, b.lat);
          const stops = isStop(a.category) && isStop(b.category);
          const facility = isFacility(a.category) || isFacility(b.category);
          expect(
            stops ? apart > 200 : facility || isStop(a.category) !== isStop(b.category) || apart > 50,
          ).toBe(true);
        }
    }
    expect(asked).toBeGreaterThan(100);
  });

  it.each([
    // 二里庄, a terminus: stop positions and platforms on both sides of 学院路, 244 m end to end.
    ['二里庄', 39.9985, 116.3587],
    ['二里庄', 39.9979, 116.3585],
    // 六道口: the subway station, its stop positions 80 m south, the bus stop 180 m west.
    ['六道口', 39.9993, 116.3466],
    ['六道口', 39.9996, 116.3446],
  ])('lists %s once near (%f, %f) (WGS-84, as in OSM)', (name, lat, lng) => {
    const [x, y] = gcoord.transform([lng, lat], gcoord.WGS84, gcoord.GCJ02);
    const pois = streetLevelAt(osm, x, y, 10)!.pois;
    expect(pois.filter((p) => p.title === name)).toHaveLength(1);
  });

  it('answers a stop once, under the station kind when one of its features is the station', () => {
    const station = poisOfExtract().find((p) => p.title === '六道口' && p.category.endsWith('公共交通车站'))!;
    const pois = streetLevelAt(osm, station.lng, station.lat, 10)!.pois;
    const here = pois.filter((p) => p.title === '六道口' && p.distance <= 50);
    expect(here.map((p) => p.category)).toEqual(['交通设施服务:公共交通车站']);
    // Still ten POIs: the merged features left room for other places.
    expect(pois).toHaveLength(10);
  });

  it('keeps places of one name and different kinds apart (a bank and its ATM)', () => {
    const atm = poisOfExtract().find((p) => p.title === '中国建设银行')!;
    const banks = streetLevelAt(osm, atm.lng, atm.lat, 100)!.pois.filter((p) => p.title === '中国建设银行');
    expect(new Set(banks.map((p) => p.category))).toEqual(
      new Set(['金融保险服务:ATM机', '金融保险服务:银行']),
    );
  });
});
