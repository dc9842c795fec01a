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
  it('never lists two POIs of one name within 50 m that are one place, wherever it is asked', () => {
    const all = poisOfExtract();
    let asked = 0;
    for (const at of all) {
      // A few area POIs have their centroid past the extract's box, where it does not answer.
      const pois = streetLevelAt(osm, at.lng, at.lat, 100)?.pois;
      if (!pois) continue;
      asked++;
      for (const [i, a] of pois.entries())
        for (const b of pois.slice(i + 1)) {
          if (a.title !== b.title || haversineMetres(a.lng, a.lat, b.lng, b.lat) > 50) continue;
          expect(a.category === b.category || (isStop(a.category) && isStop(b.category))).toBe(false);
        }
    }
    expect(asked).toBeGreaterThan(100);
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
