import type { GeoData } from '../data/geo-data';
import type { NamedPointRecord, TownSeatRecord, WorldPlaceRecord } from '../data/records';
import { PointIndex, type Nearby } from '../index/point-index';
import { townRadius } from './town-radius';
import { onePerPlace } from '../../shared/one-per-place';

/** landmark_l2: the nearest station within this. */
export const STATION_RADIUS_M = 1_000;
/** famous_area: a seat or Natural Earth place of the same city within this. */
export const FAMOUS_RADIUS_M = 60_000;
/** famous_area abroad: a Natural Earth place of the same country within this. */
export const WORLD_FAMOUS_RADIUS_M = 150_000;
/** At sea: a place on a coast within this names where the point is. */
export const SEA_RADIUS_M = 200_000;
/** POIs: within this in a city; where fewer than MIN_POIS are, up to the rural radius. */
export const POI_RADIUS_M = 5_000;
export const RURAL_POI_RADIUS_M = 15_000;
export const MIN_POIS = 3;

export const TOWN_CATEGORY = '行政地名:乡镇街道';

/** What is near a point in China, from the prepared seats, stations and places (all GCJ-02). */
export class NearbyLookup {
  private readonly towns: PointIndex<TownSeatRecord>;
  private readonly stations: PointIndex<NamedPointRecord>;
  private readonly famous: PointIndex<NamedPointRecord>;
  private readonly pois: PointIndex<NamedPointRecord>;
  private readonly world: PointIndex<WorldPlaceRecord>;

  constructor(data: Pick<GeoData, 'towns' | 'namedPoints' | 'worldPlaces'>) {
    this.world = new PointIndex(data.worldPlaces);
    this.towns = new PointIndex(data.towns);
    this.stations = new PointIndex(data.namedPoints.filter((p) => p.category.startsWith('交通设施服务:')));
    this.famous = new PointIndex(data.namedPoints.filter((p) => p.famous));
    // Written out rather than spread: a spread of 12,000 records cost ~50 ms of start-up.
    const seats: NamedPointRecord[] = data.towns.map(({ id, name, district, lng, lat }) => ({
      id,
      name,
      category: TOWN_CATEGORY,
      famous: false,
      district,
      city: '',
      lng,
      lat,
    }));
    this.pois = new PointIndex([...data.namedPoints, ...seats]);
  }

  /**
   * The nearest township seat inside the same district (adcode of the leaf region), within the
   * radius its kind allows (townRadius of the district's name).
   */
  town(
    lng: number,
    lat: number,
    district: { adcode: string; name: string },
  ): Nearby<TownSeatRecord> | undefined {
    const radius = townRadius(district.name);
    return this.towns.nearest(lng, lat, radius, (town) => town.district === district.adcode);
  }

  station(lng: number, lat: number): Nearby<NamedPointRecord> | undefined {
    return this.stations.nearest(lng, lat, STATION_RADIUS_M);
  }

  /** The nearest well-known place of the same prefecture-level city. */
  famousArea(lng: number, lat: number, city: string): Nearby<NamedPointRecord> | undefined {
    return this.famous.nearest(lng, lat, FAMOUS_RADIUS_M, (place) => place.city === city);
  }

  /** Abroad: the nearest Natural Earth place of the same country (ISO numeric). */
  worldPlace(lng: number, lat: number, country: string): Nearby<WorldPlaceRecord> | undefined {
    return this.world.nearest(lng, lat, WORLD_FAMOUS_RADIUS_M, (place) => place.country === country);
  }

  /** At sea: the nearest well-known place in China or Natural Earth place abroad within SEA_RADIUS_M. */
  nearestShore(lng: number, lat: number): Nearby<NamedPointRecord | WorldPlaceRecord> | undefined {
    const home = this.famous.nearest(lng, lat, SEA_RADIUS_M);
    const abroad = this.world.nearest(lng, lat, SEA_RADIUS_M);
    return !abroad || (home && home.distance <= abroad.distance) ? home : abroad;
  }

  /**
   * Every station, seat and place within `radius` metres, one per place (a station listed under
   * two kinds is one), nearest first; without a radius, within 5 km, or 15 km where that finds too few.
   */
  around(lng: number, lat: number, radius?: number): Nearby<NamedPointRecord>[] {
    const within = (metres: number) => this.onePerPlace(this.pois.around(lng, lat, Infinity, metres));
    if (radius !== undefined) return within(radius);
    const near = within(POI_RADIUS_M);
    return near.length >= MIN_POIS ? near : within(RURAL_POI_RADIUS_M);
  }

  private onePerPlace(near: Nearby<NamedPointRecord>[]): Nearby<NamedPointRecord>[] {
    // Only what the merge reads: a copy of each whole record was 3 % of a poi=1 lookup's CPU (#48).
    const places = near.map((hit) => {
      const { name, category, lng, lat } = hit.item;
      return { title: name, category, lng, lat, distance: hit.distance, hit };
    });
    return onePerPlace(places, Infinity).map((place) => place.hit);
  }
}
