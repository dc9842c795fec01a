import type { GeocodeData } from '../../../contract/geocode-schema';

export const MSG_ABROAD =
  'query ok; outside China the offline data knows the country and Natural Earth places';

/** Abroad (nation only) or over the sea (nothing): every region field empty. */
export function emptyRegionAnswer(
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
