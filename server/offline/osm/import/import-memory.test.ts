import gcoord from 'gcoord';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CrossroadFinder } from './crossroads';
import { toContractInPlace } from './geometry';
import { growInt32 } from './growable';
import { keptWay } from './import-plan';
import { NodeStore } from './node-store';
import { Scratch } from './scratch';

let scratch: Scratch;
beforeAll(() => void (scratch = new Scratch()));
afterAll(() => scratch.remove());

describe('the import keeps per-node data on disk or in typed arrays', () => {
  it('Growable grows in place past its first capacity and keeps every value', () => {
    const values = growInt32();
    for (let i = 0; i < 5000; i++) values.push(i - 2500);
    expect(values.length).toBe(5000);
    expect(values.at(4999)).toBe(2499);
    expect(values.view().length).toBe(5000);
    expect(values.view()[0]).toBe(-2500);
  });

  it('NodeStore keeps nodes on disk: memory grows by 24 bytes per 256 nodes, lookups go through a small cache', () => {
    const small = new NodeStore(scratch.file('nodes'), 4);
    const large = new NodeStore(scratch.file('nodes'), 4);
    for (let id = 1; id <= 10_000; id++) small.add(id * 3, id / 1e4, -id / 1e4);
    for (let id = 1; id <= 1_000_000; id++) large.add(id * 3, id / 1e6, -id / 1e6);
    expect(small.find(1)).toBe(-1);
    expect(large.indexBytes).toBeLessThanOrEqual(Math.ceil(1_000_000 / 256) * 24);
    expect(large.indexBytes - small.indexBytes).toBeLessThan(100_000); // 24 MB held in memory before
    // Far apart ids thrash a 4-block cache: every answer still comes from the file.
    for (const id of [999_999, 3, 500_000, 999_999, 1, 250_001]) {
      const at = large.find(id * 3);
      expect([large.lng(at), large.lat(at)]).toEqual([id / 1e6, -id / 1e6]);
    }
    expect(large.find(3 * 1_000_001)).toBe(-1);
    [small, large].forEach((store) => store.close());
  });

  it('NodeStore: a file not sorted by id, and a node after the ways began, are found (the later copy wins)', () => {
    const store = new NodeStore(scratch.file('nodes'), 2);
    for (const id of [13, 5, 1, 8, 3, 2, 700, 600]) store.add(id, id / 10, -id / 10);
    expect([2, 5, 13, 700].map((id) => store.lng(store.find(id)))).toEqual([0.2, 0.5, 1.3, 70]);
    expect(store.find(4)).toBe(-1);
    store.add(5, 9, 9); // after lookups: a new run
    expect(store.lat(store.find(5))).toBe(9);
    expect(store.lat(store.find(13))).toBe(-1.3);
    store.close();
  });

  it('CrossroadFinder: the two most important distinct names, a name at its best rank, across sorted runs on disk', () => {
    for (const run of [1 << 18, 3, 1]) {
      const finder = new CrossroadFinder((name) => scratch.file(name), run);
      finder.addWay([1, 2, 3], 10, 4); // node 2: name 10 (rank 4)
      finder.addWay([2, 7], 10, 4); // same name again: not a crossroad by itself
      finder.addWay([3, 9], 11, 4);
      finder.addWay([2, 5], 12, 3); // node 2: name 12, more important
      finder.addWay([2, 6], 13, 5); // node 2: a third, less important name
      finder.addWay([6, 4], 13, 1); // ...whose best rank elsewhere does not count at node 2
      finder.addWay([4, 3], 14, 4); // node 3: 10, 11, 14 all rank 4 so far
      finder.addWay([3, 8], 11, 2); // ...then 11 again, more important: it leads at node 3
      const found: number[][] = [];
      const junctions = finder.junctions().reader();
      while (junctions.next()) found.push([junctions.key, junctions.a, junctions.b]);
      expect(found).toEqual([
        [2, 12, 10],
        [3, 11, 10],
        [4, 13, 14],
      ]); // node 6 has one name twice: no crossroad
    }
  });

  it('converts to GCJ-02 in bulk exactly as point by point, leaving points abroad and absent ones', () => {
    const points = [
      [116.405, 39.908],
      [121.4737, 31.2304],
      [7.42, 43.73],
    ];
    const coords = Int32Array.from(points.flat(), (v) => Math.round(v * 1e7));
    coords.set([-2147483648, -2147483648], 0);
    const expected = [
      [-214.7483648, -214.7483648],
      ...points.slice(1).map(([x, y]) => gcoord.transform([x!, y!], gcoord.WGS84, gcoord.GCJ02)),
    ];
    expected[2] = points[2]!;
    toContractInPlace(coords);
    expect([...coords]).toEqual(expected.flat().map((v) => Math.round(v! * 1e7)));
  });

  it('keeps ways that draw or answer something, and not the rest', () => {
    expect(keptWay({ highway: 'residential' }, false)).toBe(true);
    expect(keptWay({ building: 'yes' }, true)).toBe(true);
    expect(keptWay({ building: 'yes' }, false)).toBe(false);
    expect(keptWay({ landuse: 'farmland' }, true)).toBe(false);
    expect(keptWay({ power: 'line' }, false)).toBe(false);
    expect(keptWay({ amenity: 'school' }, true)).toBe(false); // no name: nothing to show
    expect(keptWay({ amenity: 'school', name: '一中' }, true)).toBe(true);
    expect(keptWay({ 'addr:interpolation': 'odd' }, false)).toBe(true);
  });
});
