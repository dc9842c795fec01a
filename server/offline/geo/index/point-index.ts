import { around } from 'geokdbush';
import KDBush from 'kdbush';
import { haversineMetres } from './great-circle';

export interface Nearby<T> {
  item: T;
  /** Metres from the query point, 0.1 m precision. */
  distance: number;
}

/** Nearest-first search over located records, GCJ-02 (kdbush + geokdbush great-circle search). */
export class PointIndex<T extends { lng: number; lat: number }> {
  private readonly index: KDBush;

  constructor(private readonly items: readonly T[]) {
    this.index = new KDBush(Math.max(items.length, 1));
    for (const item of items) this.index.add(item.lng, item.lat);
    if (items.length === 0) this.index.add(0, 0);
    this.index.finish();
  }

  /** Up to `limit` records within `radiusMetres` of [lng, lat] that pass `keep`, nearest first. */
  around(
    lng: number,
    lat: number,
    limit: number,
    radiusMetres: number,
    keep?: (item: T) => boolean,
  ): Nearby<T>[] {
    if (this.items.length === 0) return [];
    // geokdbush stops at the first queued point beyond the radius, but a point the predicate
    // rejects is never queued: with no match nearby it would walk the whole tree. Points clearly
    // beyond the radius therefore pass, so the search ends there; they are never returned.
    const beyond = radiusMetres * 1.001;
    const predicate =
      keep &&
      ((i: number) => {
        const item = this.items[i]!;
        return keep(item) || haversineMetres(lng, lat, item.lng, item.lat) > beyond;
      });
    return around(this.index, lng, lat, limit, radiusMetres / 1000, predicate)
      .map((i) => {
        const item = this.items[i]!;
        return { item, distance: haversineMetres(lng, lat, item.lng, item.lat) };
      })
      .filter((near) => near.distance <= radiusMetres);
  }
}
