import Flatbush from 'flatbush';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spatialIndex } from './spatial-index';
import { Scratch } from './scratch';

let scratch: Scratch;
beforeAll(() => void (scratch = new Scratch()));
afterAll(() => scratch.remove());

function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const bytesOf = (index: ReturnType<typeof spatialIndex>) => {
  const bytes = new Uint8Array(index.length);
  let at = 0;
  for (const chunk of index.chunks()) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  expect(at).toBe(index.length);
  return bytes;
};

describe('the spatial index built on disk', () => {
  it('answers every search and nearest-neighbour query as Flatbush built in memory does', () => {
    const next = random(5);
    const count = 5_000;
    const boxes = new Int32Array(count * 4);
    for (let i = 0; i < count; i++) {
      const [x, y] = [Math.round(1_160_000_000 + next() * 1e7), Math.round(399_000_000 + next() * 1e7)];
      const [w, h] = [Math.round(next() * 1e4), Math.round(next() * 1e4)];
      boxes.set(i % 7 === 0 ? [x, y, x, y] : [x, y, x + w, y + h], i * 4); // points and boxes
    }
    boxes.set(boxes.subarray(0, 40), 400); // equal boxes: equal Hilbert values
    const box = [Infinity, Infinity, -Infinity, -Infinity];
    for (let i = 0; i < boxes.length; i += 4) {
      box[0] = Math.min(box[0]!, boxes[i]!);
      box[1] = Math.min(box[1]!, boxes[i + 1]!);
      box[2] = Math.max(box[2]!, boxes[i + 2]!);
      box[3] = Math.max(box[3]!, boxes[i + 3]!);
    }
    const chunks = () => [boxes.subarray(0, 9_000), boxes.subarray(9_000)];
    const file = (name: string) => scratch.file(name);
    const own = Flatbush.from(bytesOf(spatialIndex(count, chunks, box, file)).buffer as ArrayBuffer);
    const disk = bytesOf(spatialIndex(count, chunks, box, file, { inMemory: 100, run: 700 }));
    const built = Flatbush.from(disk.buffer as ArrayBuffer);
    expect(built.numItems).toBe(count);
    expect([built.minX, built.minY, built.maxX, built.maxY]).toEqual([
      own.minX,
      own.minY,
      own.maxX,
      own.maxY,
    ]);
    for (let q = 0; q < 300; q++) {
      const [x, y] = [116 + next(), 39.9 + next()];
      const [w, h] = [next() * 0.05, next() * 0.05];
      const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
      expect(sorted(built.search(x, y, x + w, y + h))).toEqual(sorted(own.search(x, y, x + w, y + h)));
      const near = (index: Flatbush) => sorted(index.neighbors(x, y, 5, 0.01));
      expect(near(built)).toEqual(near(own));
    }
  });
});
