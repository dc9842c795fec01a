import type { GeocodeData, Poi } from '../../../../src/api/geocode-schema';
import type { GeocodeParams } from '../../../../src/api/query-params';
import type { OfflineGeocoder } from '../../../providers/offline';
import type { GeoData } from '../data/geo-data';
import type { PlaceRecord } from '../data/records';
import { PointIndex, type Nearby } from '../index/point-index';
import { compassWord } from './compass';
import { CountryLookup } from './country-lookup';
import { RegionLookup, type AdminRegion } from './region-lookup';

/** GeoNames places farther than this are not "nearby" (GeoNames lists towns, not streets). */
export const NEARBY_RADIUS_M = 25_000;
export const MAX_POIS = 10;
/** GeoNames feature class P: a populated place (city, town, village). */
export const PLACE_CATEGORY = '地名地址:居民点';

const CHINA = { nation: '中国', code: '156' };
export const MSG_OK = 'query ok';
export const MSG_ABROAD = 'query ok; outside China the offline data knows only the country';
export const MSG_CHINA_EDGE =
  'query ok; the point is in China by Natural Earth but outside the offline region polygons';
export const MSG_SEA = 'query ok; the point is over open sea: no country or region contains it';

/** The envelope without request_id (the route adds it). */
export type OfflineAnswer = {
  code: 200;
  msg: string;
  data: GeocodeData;
};

export interface ReverseGeocoder extends OfflineGeocoder {
  reverse(params: GeocodeParams): OfflineAnswer;
  readonly regions: RegionLookup;
}

/** The offline reverse geocoder: DataV polygons in China, Natural Earth abroad, GeoNames for nearby places. */
export function createReverseGeocoder(data: GeoData): ReverseGeocoder {
  const regions = new RegionLookup(data.leaves, [data.cities, data.provinces], data.indexes.leaves);
  const countries = new CountryLookup(data.countries, data.indexes.countries);
  const places = new PointIndex(data.places);

  const poisAround = (lng: number, lat: number): Poi[] =>
    places.around(lng, lat, MAX_POIS, NEARBY_RADIUS_M).map(({ item: place, distance }) => {
      const region = regions.find(place.lng, place.lat);
      return {
        id: place.id,
        title: place.name,
        address: region ? addressOf(region) : '',
        category: PLACE_CATEGORY,
        location: { lat: place.lat, lng: place.lng },
        _distance: distance,
        ad_info: {
          adcode: region?.adcode ?? '',
          province: region?.province ?? '',
          city: region?.city ?? '',
          district: region?.district ?? '',
        },
      };
    });

  return {
    version: data.versions,
    regions,
    reverse({ lat, lng, poi }) {
      const location = { lat, lng };
      const region = regions.find(lng, lat);
      if (region) {
        const nearest = places.around(lng, lat, 1, NEARBY_RADIUS_M)[0];
        const data: GeocodeData = { ...chinaAnswer(region, nearest, lng, lat), location };
        return { code: 200, msg: MSG_OK, data: withPois(data, poi, () => poisAround(lng, lat)) };
      }
      const country = countries.find(lng, lat);
      if (country) {
        const data = emptyRegionAnswer(location, country.name, country.code);
        const msg = country.code === CHINA.code ? MSG_CHINA_EDGE : MSG_ABROAD;
        return { code: 200, msg, data: withPois(data, poi, () => []) };
      }
      return { code: 200, msg: MSG_SEA, data: withPois(emptyRegionAnswer(location, '', ''), poi, () => []) };
    },
  };
}

function withPois(data: GeocodeData, poi: 0 | 1, find: () => Poi[]): GeocodeData {
  if (poi === 0) return { ...data, poi_count: 0 };
  const pois = find();
  return { ...data, pois, poi_count: pois.length };
}

/** province + city + district, a municipality's name not repeated: 北京市东城区. */
export function addressOf(region: AdminRegion): string {
  return [region.province, region.city === region.province ? '' : region.city, region.district].join('');
}

function chinaAnswer(
  region: AdminRegion,
  nearest: Nearby<PlaceRecord> | undefined,
  lng: number,
  lat: number,
): GeocodeData {
  const { province, city, district } = region;
  const address = addressOf(region);
  const data: GeocodeData = {
    ad_info: {
      adcode: region.adcode,
      province,
      city,
      district,
      name: [CHINA.nation, province, city, district].filter(Boolean).join(','),
      nation: CHINA.nation,
      nation_code: CHINA.code,
      city_code: `${CHINA.code}${region.adcode}`,
      location: { lat: region.center[1], lng: region.center[0] },
    },
    address,
    address_component: { nation: CHINA.nation, province, city, district, street: '', street_number: '' },
    address_reference: {},
    formatted_addresses: { recommend: address, rough: address },
  };
  if (nearest) {
    const { item: place, distance } = nearest;
    const dir = compassWord(place.lng, place.lat, lng, lat);
    data.address_reference = {
      famous_area: {
        id: place.id,
        title: place.name,
        location: { lat: place.lat, lng: place.lng },
        _distance: distance,
        _dir_desc: dir,
      },
    };
    const area = district || city || province;
    data.formatted_addresses = {
      recommend: `${area}${place.name}${dir === '内' ? '' : `${dir}${describeDistance(distance)}`}`,
      rough: `${area}${place.name}附近`,
    };
  }
  return data;
}

/** "850米", "12.3公里". */
export function describeDistance(metres: number): string {
  return metres < 1000 ? `${Math.round(metres)}米` : `${(metres / 1000).toFixed(1)}公里`;
}

/** Abroad (nation only) or over the sea (nothing): every region field empty. */
function emptyRegionAnswer(
  location: { lat: number; lng: number },
  nation: string,
  nationCode: string,
): GeocodeData {
  return {
    ad_info: {
      adcode: '',
      province: '',
      city: '',
      district: '',
      name: nation,
      nation,
      nation_code: nationCode,
      city_code: '',
    },
    address: '',
    address_component: { nation, province: '', city: '', district: '', street: '', street_number: '' },
    address_reference: {},
    formatted_addresses: { recommend: '', rough: '' },
    location,
  };
}
