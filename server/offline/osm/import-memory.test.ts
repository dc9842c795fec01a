import gcoord from 'gcoord';
import { describe, expect, it } from 'vitest';
import { CrossroadFinder } from './crossroads';
import { toContractInPlace } from './geometry';
import { growInt32 } from './growable';
import { IdSetBuilder, indexOfId } from './id-set';
import { keptWay } from './import-plan';
import { NodeStore } from './node-store';

describe('the import keeps per-node data in typed arrays', () => {
  it('IdSetBuilder: sorted, unique ids, also after in-place compactions', () => {
    const builder = new IdSetBuilder(8);
    const added: number[] = [];
    for (let i = 0; i < 200; i++) {
      const id = ((i * 7919) % 97) + 1e10; // repeats, out of order, past 2^32
      builder.add(id);
      added.push(id);
    }
    const ids = builder.finish();
    expect([...ids]).toEqual([...new Set(added)].sort((a, b) => a - b));
    expect(indexOfId(ids, 1e10 + 5)).toBe(5);
    expect(indexOfId(ids, 1e10 + 97)).toBe(-1);
  });

  it('Growable grows in place past its first capacity and keeps every value', () => {
    const values = growInt32();
    for (let i = 0; i < 5000; i++) values.push(i - 2500);
    expect(values.length).toBe(5000);
    expect(values.at(4999)).toBe(2499);
    expect(values.view().length).toBe(5000);
    expect(values.view()[0]).toBe(-2500);
  });

  it('NodeStore keeps only wanted nodes, in sorted and unsorted files', () => {
    for (const order of [
      [1, 2, 3, 5, 8, 13],
      [13, 5, 1, 8, 3, 2],
    ]) {
      const store = new NodeStore(Float64Array.of(2, 5, 13, 21));
      for (const id of order) {
        const slot = store.slot(id);
        if (slot >= 0) store.set(slot, id / 10, -id / 10);
      }
      expect([2, 5, 13].map((id) => store.lng(store.find(id)))).toEqual([0.2, 0.5, 1.3]);
      expect(store.lat(store.find(13))).toBe(-1.3);
      expect(store.find(3)).toBe(-1); // in the file, not wanted
      expect(store.find(21)).toBe(-1); // wanted, not in the file
      expect(store.bytes).toBe(4 * 16);
    }
  });

  it('CrossroadFinder: the two most important distinct names, a name at its best rank', () => {
    const finder = new CrossroadFinder();
    finder.addWay([1, 2, 3], 10, 4); // node 2: name 10 (rank 4)
    finder.addWay([2, 7], 10, 4); // same name again: not a crossroad by itself
    finder.addWay([3, 9], 11, 4);
    finder.addWay([2, 5], 12, 3); // node 2: name 12, more important
    finder.addWay([2, 6], 13, 5); // node 2: a third, less important name
    finder.addWay([6, 4], 13, 1); // ...whose best rank elsewhere does not count at node 2
    finder.addWay([4, 3], 14, 4); // node 3: 10, 11, 14 all rank 4 so far
    finder.addWay([3, 8], 11, 2); // ...then 11 again, more important: it leads at node 3
    expect(finder.junctions()).toEqual([
      { nodeId: 2, first: 12, second: 10 },
      { nodeId: 3, first: 11, second: 10 },
      { nodeId: 4, first: 13, second: 14 },
    ]); // node 6 has one name twice: no crossroad
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
