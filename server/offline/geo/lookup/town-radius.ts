/** In a 区 (and where the kind is unknown): 街道 are a few km² each, so only a seat this close names the point's area. */
export const URBAN_TOWN_RADIUS_M = 1_500;
/** In a 县/旗/县级市 (and a city without districts): townships are tens of km², their seats ~5–10 km apart. */
export const RURAL_TOWN_RADIUS_M = 5_000;

/** County-level kinds whose townships are rural-sized: 县 (自治县), 旗 (自治旗), 县级市, 林区 (神农架), 特区 (六枝). */
const RURAL = /(?:县|旗|市|林区|特区)$/;

/**
 * How far a township seat of the point's own district may be to be given as `town` when no boundary
 * says which township the point is in, by the district's name: 1.5 km in a 区, 5 km in a 县, 旗 or
 * 县级市. A city without districts (东莞市, 中山市, 儋州市: district "") has township-sized towns,
 * so it counts as rural; any other name (none today) gets the stricter urban radius.
 */
export function townRadius(district: string): number {
  if (district === '' || RURAL.test(district)) return RURAL_TOWN_RADIUS_M;
  return URBAN_TOWN_RADIUS_M;
}
