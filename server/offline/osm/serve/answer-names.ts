import { hasHan } from '../../shared/name-keys';
import { toSimplified } from '../../shared/simplified-chinese';
import { standardName } from '../../shared/standard-characters';
import type { Found, StreetLevel } from './street-lookup';

/** Where the answer keeps the extract's own (local, often Traditional) names. */
const LOCAL_NAMES = new Set(['香港特别行政区', '澳门特别行政区', '台湾省']);

/** Whether names are said as mapped in `province` (an answer's ad_info.province), not in Simplified. */
export const keepsLocalNames = (province: string) => LOCAL_NAMES.has(province);

/**
 * A name as said in Simplified Chinese (OpenCC, keeping 乾; Japanese forms too: 仏 → 佛, see
 * shared/standard-characters.ts): the answer's and the map labels' one rule.
 */
export const simplifiedName = (name: string) =>
  hasHan(name) ? standardName(toSimplified(name, 'CN')) : name;

/**
 * The street-level names as the answer says them: in Simplified Chinese (OpenCC, keeping 乾) for
 * the mainland and abroad, where the extract may hold Traditional `name:zh` / `name` (Monaco);
 * as mapped in Hong Kong, Macau and Taiwan (`province` is the answer's ad_info.province).
 */
export function namesForAnswer(level: StreetLevel, province: string): StreetLevel {
  if (keepsLocalNames(province)) return level;
  const text = simplifiedName;
  const found = <F extends Found>(place: F | undefined) => place && { ...place, title: text(place.title) };
  return {
    ...level,
    street: text(level.street),
    nearestStreet: found(level.nearestStreet),
    nearestNumber: level.nearestNumber && {
      ...found(level.nearestNumber)!,
      street: text(level.nearestNumber.street),
    },
    crossroad: found(level.crossroad),
    landmark: found(level.landmark),
    businessArea: found(level.businessArea),
    famousArea: found(level.famousArea),
    town: found(level.town),
    site: found(level.site),
    pois: level.pois.map((poi) => ({ ...found(poi)!, street: text(poi.street) })),
  };
}
