import { around } from 'geokdbush';
import KDBush from 'kdbush';
import { EARTH_RADIUS_M, haversineMetres } from '../../shared/great-circle';

export interface Nearby<T> {
  item: T;
  /** Metres from the query point, 0.1 m precision. */
  distance: number;
}

const RAD = Math.PI / 180;

/**
 * The longitude/latitude box that holds every point within `radiusMetres` of [lng, lat]
 * (the tangent-meridian bound), or undefined when the circle reaches a pole.
 */
function boxAround(lng: number, lat: number, radiusMetres: number) {
  const angle = (radiusMetres * 1.001) / EARTH_RADIUS_M; // a hair wider: never lose an edge point to rounding
  const dLat = angle / RAD;
  if (Math.abs(lat) + dLat >= 90) return undefined;
  const dLng = Math.asin(Math.sin(angle) / Math.cos(lat * RAD)) / RAD;
  return { minLng: lng - dLng, maxLng: lng + dLng, minLat: lat - dLat, maxLat: lat + dLat };
}

/** Nearest-first search over located records, GCJ-02 (kdbush box query, great-circle distances). */
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
    const ids = this.candidates(lng, lat, radiusMetres);
    if (!ids) return this.aroundPole(lng, lat, limit, radiusMetres, keep);
    const found: Nearby<T>[] = [];
    for (const id of ids) {
      const item = this.items[id]!;
      if (keep && !keep(item)) continue;
      const distance = haversineMetres(lng, lat, item.lng, item.lat);
      if (distance <= radiusMetres) found.push({ item, distance });
    }
    return found.sort((a, b) => a.distance - b.distance).slice(0, limit);
  }

  /** The nearest record within `radiusMetres` that passes `keep` (what `around` gives first, without a list). */
  nearest(
    lng: number,
    lat: number,
    radiusMetres: number,
    keep?: (item: T) => boolean,
  ): Nearby<T> | undefined {
    const ids = this.candidates(lng, lat, radiusMetres);
    if (!ids) return this.aroundPole(lng, lat, 1, radiusMetres, keep)[0];
    let best: T | undefined;
    let bestDistance = Infinity;
    for (const id of ids) {
      const item = this.items[id]!;
      if (keep && !keep(item)) continue;
      const distance = haversineMetres(lng, lat, item.lng, item.lat);
      // Strictly nearer: a tie keeps the one met first, as the stable sort in `around` does.
      if (distance <= radiusMetres && distance < bestDistance) {
        best = item;
        bestDistance = distance;
      }
    }
    return best && { item: best, distance: bestDistance };
  }

  /** Ids in the box around the circle, or undefined when the circle reaches a pole. */
  private candidates(lng: number, lat: number, radiusMetres: number): number[] | undefined {
    if (this.items.length === 0) return [];
    const box = boxAround(lng, lat, radiusMetres);
    if (!box) return undefined;
    // A box across the antimeridian is searched as its two halves.
    const ids = this.index.range(
      Math.max(box.minLng, -180),
      box.minLat,
      Math.min(box.maxLng, 180),
      box.maxLat,
    );
    if (box.minLng < -180) ids.push(...this.index.range(box.minLng + 360, box.minLat, 180, box.maxLat));
    if (box.maxLng > 180) ids.push(...this.index.range(-180, box.minLat, box.maxLng - 360, box.maxLat));
    return ids;
  }

  /** Near a pole the box would hold every longitude: geokdbush's best-first search instead. */
  private aroundPole(
    lng: number,
    lat: number,
    limit: number,
    radiusMetres: number,
    keep?: (item: T) => boolean,
  ) {
    // geokdbush stops at the first queued point beyond the radius, but a point the predicate
    // rejects is never queued: points beyond the radius pass, so the search ends there.
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
