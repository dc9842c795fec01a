import type { Line } from '../format/rings';
import { interpolate, interpolationStep, type InterpolationWay } from './interpolation';
import type { Tags } from './osm-tags';

/** The house numbers of addr:interpolation ways, known only once every numbered node has been read. */
export class InterpolatedAddresses {
  private readonly numbers = new Map<number, string>();
  private readonly ways: InterpolationWay[] = [];

  /** A numbered node; kept only when `isEndpoint` (it ends or bends an interpolation way). */
  node(id: number, tags: Tags, isEndpoint: boolean): void {
    if (tags['addr:housenumber'] && isEndpoint) this.numbers.set(id, tags['addr:housenumber']);
  }

  /** A way: kept when it is an addr:interpolation with a usable step. */
  way(tags: Tags, refs: number[], line: Line): void {
    const step = interpolationStep(tags['addr:interpolation'] ?? '');
    if (step > 0) this.ways.push({ refs, line, step, street: tags['addr:street'] ?? '' });
  }

  /** Every interpolated number, with its way's street name. */
  *points(): Generator<{ number: string; street: string; lng: number; lat: number }> {
    for (const way of this.ways) {
      for (const point of interpolate(way, (id) => this.numbers.get(id)))
        yield { ...point, street: way.street };
    }
  }
}
