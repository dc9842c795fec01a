import { beforeAll, describe, expect, it } from 'vitest';
import { haversineMetres } from '../../shared/great-circle';
import { normaliseName } from '../../shared/name-keys';
import { readExtract } from '../import/read-extract';
import { fixture, importToTemp } from '../test-fixtures';
import { simplifiedName } from './answer-names';
import type { OsmData } from './load-osm-data';
import { streetLevelAt } from './street-lookup';

// Real extracts (fixtures/ATTRIBUTION.md). Monaco's stadium is mapped as 路易二世體育場 (name:zh of
// the stadium's outline, w49209155, whose `name` is Stade Louis-II) and its pitch, Stade Louis II (w4224978).
// The Tsinghua–PKU extract's bus stop 五道口 has the alt_name 城铁五道口站, the name of the stops 30 m away.
const EXTRACTS = [
  'monaco-latest.osm.pbf',
  'beijing-tsinghua-pku-2017.osm.pbf',
  'beijing-haidian-cau.osm.pbf',
];
const loaded = new Map<string, { osm: OsmData; namesOf: Map<string, Set<string>> }>();

/** Every name an object carries (name, name:xx, alt_name …), simplified and folded: read from the file itself. */
async function objectNames(file: string) {
  const byName = new Map<string, Set<string>>();
  await readExtract(
    file,
    () => {},
    (element) => {
      const tags = (element.tags ?? {}) as Record<string, string>;
      const names = Object.entries(tags)
        .filter(([key]) => /^(name|alt_name|official_name|short_name)(:|$)/.test(key))
        .flatMap(([, value]) => value.split(';'))
        .map((name) => normaliseName(simplifiedName(name.trim())));
      if (names.length < 2) return;
      for (const name of names) {
        const set = byName.get(name) ?? new Set<string>();
        for (const other of names) set.add(other);
        byName.set(name, set);
      }
    },
  );
  return byName;
}

beforeAll(async () => {
  for (const name of EXTRACTS) {
    const file = fixture(name);
    loaded.set(name, { osm: await importToTemp(file), namesOf: await objectNames(file) });
  }
}, 180_000);

const STOP = /^交通设施服务:.*(站|停泊点)/;
const FACILITY = /ATM|厕所|停车|入口|出口|售货机|自行车|充电/;

function poisOf(osm: OsmData) {
  const { tables, strings } = osm.extracts[0]!;
  const pois = tables.pois;
  return Array.from({ length: pois.count }, (_, f) => ({
    lng: pois.coords[f * 2]! / 1e7,
    lat: pois.coords[f * 2 + 1]! / 1e7,
    title: strings.get(pois.props.name![f]!),
  }));
}

describe('one place, one row across languages (real extracts)', () => {
  it.each(EXTRACTS)(
    '%s: no two POI rows within 100 m name one place in two languages',
    (name) => {
      const { osm, namesOf } = loaded.get(name)!;
      let asked = 0;
      const twins: string[] = [];
      // At most 200 of its POIs asked, spread over the extract (Monaco has thousands).
      const all = poisOf(osm);
      const step = Math.ceil(all.length / 200);
      for (const at of all.filter((_, i) => i % step === 0)) {
        const pois = streetLevelAt(osm, at.lng, at.lat, 10)?.pois.map((p) => ({
          ...p,
          title: simplifiedName(p.title),
        }));
        if (!pois) continue;
        asked++;
        for (const [i, a] of pois.entries())
          for (const b of pois.slice(i + 1)) {
            const [keyA, keyB] = [normaliseName(a.title), normaliseName(b.title)];
            if (keyA === keyB || !namesOf.get(keyA)?.has(keyB)) continue;
            // A stop named after the place, and a facility serving it (its entrance), are rows of their own.
            if (STOP.test(a.category) !== STOP.test(b.category)) continue;
            if (FACILITY.test(a.category) || FACILITY.test(b.category)) continue;
            if (haversineMetres(a.lng, a.lat, b.lng, b.lat) <= 100) twins.push(`${a.title} | ${b.title}`);
          }
      }
      expect(asked).toBeGreaterThan(0);
      expect([...new Set(twins)]).toEqual([]);
    },
    60_000,
  );

  it('lists the Monaco stadium once, under its Chinese name', () => {
    const { osm } = loaded.get('monaco-latest.osm.pbf')!;
    const pois = streetLevelAt(osm, 7.4156, 43.7278, 10)!.pois;
    const stadium = pois.filter(
      (p) => /Louis II|路易二世/.test(p.title) && !STOP.test(p.category) && !FACILITY.test(p.category),
    );
    expect(stadium.map((p) => [simplifiedName(p.title), p.category])).toEqual([
      ['路易二世体育场', '体育休闲服务'], // the outline's 体育场 and the pitch's 运动场地 disagree: their parent
    ]);
  });
});
