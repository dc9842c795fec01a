import type { GeocodeData, Poi, ReferencePlace } from '../../../../contract/geocode-schema';
import type { GeocodeParams } from '../../../../contract/query-params';
import type { PoiOptions } from '../../../../contract/poi-options';
import { selectPois } from '../../../../contract/poi-page';
import { shortAddress } from '../../shared/short-address';
import type { OfflineGeocoder } from '../../parts';
import type { GeoData } from '../data/geo-data';
import type { Nearby } from '../index/point-index';
import { formatAddresses, stationName, type Anchor } from './address-text';
import { fitsChineseSentence } from '../../shared/name-keys';
import { compassWord, directionFromPoint } from '../../shared/compass';
import { CountryLookup } from './country-lookup';
import { baseAnswerCredit } from './credit-answer';
import { baseDataSets } from '../../shared/data-sets';
import { emptyRegionAnswer, MSG_ABROAD } from '../../shared/region-less-answer';
import { NearbyLookup } from './nearby-lookup';
import { CHINA_NATION, regionLookupOf, type AdminRegion, type RegionLookup } from './region-lookup';

const CHINA = { nation: CHINA_NATION, code: '156' };
/** What the answer says over open sea (Natural Earth's ocean has no names). */
export const AT_SEA = '海上';
export const MSG_OK = 'query ok';
export const MSG_CHINA_EDGE =
  'query ok; the point is in China by Natural Earth but outside the offline region polygons';
export const MSG_SEA = 'query ok; the point is over open sea: no country or region contains it';

/** The envelope without request_id (the route adds it). */
type OfflineAnswer = {
  code: 200;
  msg: string;
  data: GeocodeData;
};

export interface ReverseGeocoder extends OfflineGeocoder {
  reverse(params: GeocodeParams): OfflineAnswer;
  readonly regions: RegionLookup;
}

type References = NonNullable<GeocodeData['address_reference']>;
type Located = { id: string; name: string; lng: number; lat: number };

/** A reference place (town, landmark_l2, famous_area) as the contract gives it; `dir` is where the point lies from it. */
function reference({ item, distance }: Nearby<Located>, dir: string, title = item.name): ReferencePlace {
  return {
    id: item.id,
    title,
    location: { lat: item.lat, lng: item.lng },
    _distance: distance,
    _dir_desc: dir,
  };
}

const anchor = (ref: ReferencePlace | undefined): Anchor | undefined =>
  ref && { name: ref.title ?? '', distance: ref._distance ?? 0, dir: ref._dir_desc ?? '' };

/** Where [lng, lat] lies from a place known as a point (a seat, a station). */
function seen({ item }: Nearby<Located>, lng: number, lat: number): string {
  return directionFromPoint(item.lng, item.lat, lng, lat);
}

/**
 * The offline reverse geocoder: DataV polygons in China, Natural Earth abroad; GeoNames township
 * seats (town), OpenStreetMap stations (landmark_l2), seats and Natural Earth places (famous_area)
 * and all of these as POIs.
 */
export function createReverseGeocoder(data: GeoData): ReverseGeocoder {
  const regions = regionLookupOf(data);
  const countries = new CountryLookup(data.countries, data.indexes.countries);
  const nearby = new NearbyLookup(data);
  const sets = baseDataSets(data.versions);
  const creditBaseAnswer = baseAnswerCredit(sets);
  // A place's region never changes: looked up once, when it is first a POI.
  const placeRegions = new Map<object, AdminRegion | undefined>();
  const regionOfPlace = (place: { lng: number; lat: number }) => {
    if (!placeRegions.has(place)) placeRegions.set(place, regions.find(place.lng, place.lat));
    return placeRegions.get(place);
  };

  /** The page of POIs the options ask for, and how many the radius and categories keep. */
  const poisAround = (lng: number, lat: number, options: PoiOptions = {}): FoundPois => {
    const near = nearby.around(lng, lat, options.radius).map((hit) => ({ category: hit.item.category, hit }));
    const { total, page } = selectPois(near, options);
    const pois = page.map(({ hit: { item: place, distance } }): Poi => {
      const region = regionOfPlace(place);
      const address = region?.address ?? '';
      return {
        id: place.id,
        title: place.name,
        address: options.addressFormat === 'short' && region ? shortAddress(address, region) : address,
        category: place.category,
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
    return { total, pois };
  };

  /** town, landmark_l2 and famous_area where the data has them; none is borrowed from another district or city. */
  const referencesAt = (region: AdminRegion, lng: number, lat: number): References => {
    const refs: References = {};
    const town = nearby.town(lng, lat, { adcode: region.adcode, name: region.district });
    if (town) refs.town = reference(town, seen(town, lng, lat));
    const station = nearby.station(lng, lat);
    if (station)
      refs.landmark_l2 = reference(station, seen(station, lng, lat), stationName(station.item.name));
    const famous = nearby.famousArea(lng, lat, region.cityCode);
    if (famous) refs.famous_area = reference(famous, compassWord(famous.item.lng, famous.item.lat, lng, lat));
    return refs;
  };

  return {
    version: data.versions,
    regions,
    reverse({ lat, lng, poi, options }) {
      const location = { lat, lng };
      const region = regions.find(lng, lat);
      if (region) {
        const data = chinaAnswer(region, referencesAt(region, lng, lat), location);
        withPois(data, poi, () => poisAround(lng, lat, options));
        return { code: 200, msg: MSG_OK, data: creditBaseAnswer(data, 'china') };
      }
      const country = countries.find(lng, lat);
      if (country) {
        const data = emptyRegionAnswer(location, country.name, country.code);
        const place = country.code === CHINA.code ? undefined : nearby.worldPlace(lng, lat, country.code);
        if (place && fitsChineseSentence(country.name)) {
          const famous = reference(place, compassWord(place.item.lng, place.item.lat, lng, lat));
          data.address_reference = { famous_area: famous };
          data.formatted_addresses = formatAddresses({ area: country.name, famous: anchor(famous) });
        }
        const msg = country.code === CHINA.code ? MSG_CHINA_EDGE : MSG_ABROAD;
        withPois(data, poi, () => NO_POIS);
        return { code: 200, msg, data: creditBaseAnswer(data, 'abroad') };
      }
      const sea = emptyRegionAnswer(location, '', '');
      const shore = nearby.nearestShore(lng, lat);
      const famous = shore && reference(shore, compassWord(shore.item.lng, shore.item.lat, lng, lat));
      if (famous) sea.address_reference = { famous_area: famous };
      sea.formatted_addresses = formatAddresses({ area: AT_SEA, famous: anchor(famous) });
      withPois(sea, poi, () => NO_POIS);
      return { code: 200, msg: MSG_SEA, data: creditBaseAnswer(sea, 'sea') };
    },
  };
}

/** A page of POIs and the count within the radius that it is a page of. */
interface FoundPois {
  total: number;
  pois: Poi[];
}
const NO_POIS: FoundPois = { total: 0, pois: [] };

/** The answer's own `data`, completed with its POIs (none for poi=0); poi_count counts all within the radius, not the page. */
function withPois(data: GeocodeData, poi: 0 | 1, find: () => FoundPois): GeocodeData {
  if (poi === 1) {
    const { total, pois } = find();
    data.pois = pois;
    data.poi_count = total;
  } else data.poi_count = 0;
  return data;
}

function chinaAnswer(region: AdminRegion, refs: References, location: GeocodeData['location']): GeocodeData {
  const { province, city, district } = region;
  return {
    ad_info: {
      adcode: region.adcode,
      province,
      city,
      district,
      name: region.fullName,
      nation: CHINA.nation,
      nation_code: CHINA.code,
      city_code: `${CHINA.code}${region.adcode}`,
      location: { lat: region.center[1], lng: region.center[0] },
    },
    address: region.address,
    address_component: { nation: CHINA.nation, province, city, district, street: '', street_number: '' },
    address_reference: refs,
    formatted_addresses: formatAddresses({
      area: district || city || province,
      town: anchor(refs.town),
      landmark: anchor(refs.landmark_l2),
      famous: anchor(refs.famous_area),
    }),
    location,
  };
}
