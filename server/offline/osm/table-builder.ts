import Flatbush from 'flatbush';
import type { GeometryKind } from './data-format';
import { growInt32, growUint32, type Growable } from './growable';

/** Flat [lng, lat, lng, lat, …] in degrees (contract datum). */
export type Line = number[];

/**
 * Collects one table of features column by column while the extract streams by.
 * Coordinates become 1e-7 degree integers; `finish` adds a Flatbush index over the features' boxes.
 */
export class TableBuilder {
  readonly coords = growInt32();
  readonly partEnds = growUint32();
  readonly featureEnds = growUint32();
  readonly columns: Record<string, Growable<Int32Array>>;
  count = 0;

  constructor(
    readonly kind: GeometryKind,
    readonly props: readonly string[],
  ) {
    this.columns = Object.fromEntries(props.map((name) => [name, growInt32()]));
  }

  addPoint(lng: number, lat: number, values: Record<string, number>): void {
    this.coords.push(Math.round(lng * 1e7));
    this.coords.push(Math.round(lat * 1e7));
    this.addProps(values);
  }

  /** A line (one part) or a polygon (rings, outer first). */
  addFeature(parts: Line[], values: Record<string, number>): void {
    for (const part of parts) {
      for (const value of part) this.coords.push(Math.round(value * 1e7));
      this.partEnds.push(this.coords.length / 2);
    }
    this.featureEnds.push(this.partEnds.length);
    this.addProps(values);
  }

  private addProps(values: Record<string, number>): void {
    for (const name of this.props) this.columns[name]!.push(values[name] ?? -1);
    this.count++;
  }

  /** The columns as typed arrays (views, not copies: a province's road coordinates are large) plus the index's bytes. */
  finish(): { arrays: Record<string, Int32Array | Uint32Array | Uint8Array>; index: Uint8Array } {
    const coords = this.coords.view();
    const arrays: Record<string, Int32Array | Uint32Array | Uint8Array> = { coords };
    if (this.kind !== 'point') {
      arrays.partEnds = this.partEnds.view();
      arrays.featureEnds = this.featureEnds.view();
    }
    for (const name of this.props) arrays[`prop:${name}`] = this.columns[name]!.view();
    const index = new Flatbush(Math.max(this.count, 1));
    if (this.count === 0) index.add(0, 0, 0, 0);
    const partEnds = arrays.partEnds as Uint32Array | undefined;
    const featureEnds = arrays.featureEnds as Uint32Array | undefined;
    for (let f = 0; f < this.count; f++) {
      if (!partEnds || !featureEnds) {
        const x = coords[f * 2]! / 1e7;
        const y = coords[f * 2 + 1]! / 1e7;
        index.add(x, y, x, y);
        continue;
      }
      const firstPart = f === 0 ? 0 : featureEnds[f - 1]!;
      const from = firstPart === 0 ? 0 : partEnds[firstPart - 1]!;
      const to = partEnds[featureEnds[f]! - 1]!;
      let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
      for (let i = from; i < to; i++) {
        const x = coords[i * 2]!;
        const y = coords[i * 2 + 1]!;
        if (x < minX) minX = x;
        if (x > maxX) maxX = x;
        if (y < minY) minY = y;
        if (y > maxY) maxY = y;
      }
      index.add(minX / 1e7, minY / 1e7, maxX / 1e7, maxY / 1e7);
    }
    index.finish();
    return { arrays, index: new Uint8Array(index.data) };
  }
}
