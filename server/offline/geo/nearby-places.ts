import { around } from 'geokdbush';
import KDBush from 'kdbush';
import { haversineMetres } from './compass';
import type { PlaceRecord } from './load-places';

export interface NearbyPlace {
  place: PlaceRecord;
  /** Metres from the query point, 0.1 m precision. */
  distance: number;
}

/** Nearest-first search over the GeoNames places (kdbush + geokdbush great-circle search). */
export class NearbyPlaces {
  private readonly index: KDBush;

  constructor(private readonly places: readonly PlaceRecord[]) {
    this.index = new KDBush(Math.max(places.length, 1));
    for (const place of places) this.index.add(place.lng, place.lat);
    if (places.length === 0) this.index.add(0, 0);
    this.index.finish();
  }

  /** Up to `limit` places within `radiusMetres` of [lng, lat], nearest first. */
  around(lng: number, lat: number, limit: number, radiusMetres: number): NearbyPlace[] {
    if (this.places.length === 0) return [];
    return around(this.index, lng, lat, limit, radiusMetres / 1000)
      .map((i) => {
        const place = this.places[i]!;
        return { place, distance: haversineMetres(lng, lat, place.lng, place.lat) };
      })
      .filter((near) => near.distance <= radiusMetres);
  }
}
