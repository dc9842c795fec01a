import type { GeocodeData, Poi, ReferencePlace } from '../../../../contract/geocode-schema';
import type { GeocodeParams } from '../../../../contract/query-params';
import type { PoiOptions } from '../../../../contract/poi-options';
import { selectPois } from '../../../../contract/poi-page';
import { shortAddress } from '../../shared/short-address';
import type { OfflineGeocoder } from '../../parts';
import { compassWord } from '../../shared/compass';
import { fitsChineseSentence, hasHan } from '../../shared/name-keys';
import type { OsmData } from './load-osm-data';
import { namesForAnswer } from './answer-names';
import { besidesBoundary, groundAt, onExtractGround, type CountryBesides } from './ground';
import { standardAddress } from './standard-address';
import { citedFor } from '../../shared/answer-sources';
import { baseDataSets } from '../../shared/data-sets';
import { creditCountry, creditStreetLevel, extractSource } from './credit-street-level';
import { extractAt, POI_RADIUS_M, streetLevelAt, type Found, type StreetLevel } from './street-lookup';
const HAN = /\p{Script=Han}/u;

/** 东长安街1号 (a Chinese street name: number then 号 when it is digits only), or "12 Rue Grimaldi". */
export function streetAddress(street: string, number: string): string {
  if (!number) return street;
  if (!street) return HAN.test(number) || !/^\d+$/.test(number) ? number : `${number}号`;
  if (HAN.test(street)) return `${street}${number}${/^\d+[a-zA-Z]?$/.test(number) ? '号' : ''}`;
  return `${number} ${street}`;
}

function reference(found: Found, lng: number, lat: number): ReferencePlace {
  return {
    id: found.id,
    title: found.title,
    location: { lat: found.lat, lng: found.lng },
    _distance: found.distance,
    _dir_desc: found.inside ? '内' : compassWord(found.lng, found.lat, lng, lat),
  };
}

/** The answer with what the OpenStreetMap extract adds; fields it has nothing for stay as they were. */
export function addStreetLevel(
  data: GeocodeData,
  level: StreetLevel,
  lng: number,
  lat: number,
  withPois: boolean,
  options: PoiOptions = {},
): GeocodeData {
  const refs = { ...data.address_reference };
  if (level.nearestStreet) refs.street = reference(level.nearestStreet, lng, lat);
  if (level.nearestNumber) {
    const { street, number } = level.nearestNumber;
    refs.street_number = reference(
      { ...level.nearestNumber, title: streetAddress(street, number) },
      lng,
      lat,
    );
  }
  if (level.crossroad) refs.crossroad = reference(level.crossroad, lng, lat);
  if (level.landmark) refs.landmark_l2 = reference(level.landmark, lng, lat);
  if (level.businessArea) refs.business_area = reference(level.businessArea, lng, lat);
  if (level.famousArea) refs.famous_area = reference(level.famousArea, lng, lat);
  if (level.town) refs.town = reference(level.town, lng, lat);
  const component = data.address_component;
  const area = component ? [component.district || component.city || component.province].join('') : '';
  const out: GeocodeData = { ...data, address_reference: refs };
  // A Latin-only name stays out of a Chinese sentence (never 海淀区Teaching Building 3); it stays a title.
  const fits = (name: string) => !hasHan(area) || fitsChineseSentence(name);
  if (level.street) {
    out.address_component = { ...component!, street: level.street, street_number: level.number };
  }
  if (level.street && fits(level.street)) {
    const here = streetAddress(level.street, level.number);
    out.formatted_addresses = { recommend: `${area}${here}`, rough: `${area}${level.street}` };
  }
  if (level.site && fits(level.site.title)) {
    // The building or site the point is in, not the road or tunnel nearest to it (the palace, not its tunnel).
    refs.landmark_l2 = reference(level.site, lng, lat);
    out.formatted_addresses = {
      recommend: `${area}${level.site.title}`,
      rough: `${area}${level.site.title}`,
    };
  }
  const standard = standardAddress(data.ad_info ?? {}, level, lng, lat, options.addressFormat === 'short');
  if (standard) out.formatted_addresses = { ...out.formatted_addresses, standard_address: standard };
  // The extract's POIs replace the open data's wherever it has any within the radius.
  if (withPois && level.pois.length > 0) {
    const adInfo = data.ad_info;
    const area =
      options.addressFormat === 'short' && adInfo ? shortAddress(data.address ?? '', adInfo) : data.address;
    const { total, page } = selectPois(level.pois, options);
    out.pois = page.map((poi): Poi => ({
      id: poi.id,
      title: poi.title,
      address: `${area ?? ''}${streetAddress(poi.street, poi.number)}`,
      category: poi.category,
      location: { lat: poi.lat, lng: poi.lng },
      _distance: poi.distance,
      ad_info: {
        adcode: adInfo?.adcode ?? '',
        province: adInfo?.province ?? '',
        city: adInfo?.city ?? '',
        district: adInfo?.district ?? '',
      },
    }));
    out.poi_count = total;
  }
  return out;
}

/**
 * The offline geocoder, answering street level where an imported extract covers the point, and in the
 * country the extract's own boundaries put it on land (`nationName`: a country's Chinese name by ISO
 * numeric code; `countryBesides`: the base data's country at a point besides one; see ground.ts).
 */
export function withStreetLevel<G extends OfflineGeocoder>(
  geocoder: G,
  osm: OsmData | undefined,
  nationName: (code: string) => string | undefined = () => undefined,
  countryBesides: CountryBesides = () => undefined,
): G {
  if (!osm) return geocoder;
  const version = {
    ...geocoder.version,
    osm: osm.manifest.extracts.map((e) => `${e.file}@${e.replicationTimestamp}`).join(', '),
  };
  const { countryNames } = baseDataSets(geocoder.version);
  return {
    ...geocoder,
    version,
    reverse(params: GeocodeParams) {
      const radius = params.options?.radius ?? POI_RADIUS_M;
      const base = geocoder.reverse(params);
      const besides = besidesBoundary(osm, base, countryBesides);
      // Another country of the base data: named as the base answer named its own.
      if (besides) {
        const found = citedFor(base.data as GeocodeData, 'ad_info');
        return { ...besides, data: creditCountry(besides.data as GeocodeData, found) };
      }
      const level = streetLevelAt(osm, params.lng, params.lat, Infinity, radius);
      if (!level || !base.data) return base;
      // Only where the base answer has no region of China (abroad, at sea): a country outline is costly to test.
      const inChina = Boolean((base.data as GeocodeData).ad_info?.adcode);
      const ground = inChina ? undefined : groundAt(osm, params.lng, params.lat);
      if (ground && !ground.covered) return base;
      const extract = extractSource(extractAt(osm, params.lng, params.lat)!.info);
      const answer = onExtractGround(base, ground, nationName);
      // The country the extract's own boundary puts the point in, named by the base data's names.
      if (answer !== base) creditCountry(answer.data as GeocodeData, [extract, countryNames]);
      // At sea by the extract's own coast (its country's land area): no street address there.
      const said = ground?.sea ? { ...level, street: '', number: '', site: undefined } : level;
      const data = answer.data as GeocodeData;
      const added = addStreetLevel(
        data,
        namesForAnswer(said, data.ad_info?.province ?? ''),
        params.lng,
        params.lat,
        params.poi === 1,
        params.options,
      );
      return { ...answer, data: creditStreetLevel(data, added, extract) };
    },
  };
}
