import type { GeocodeData, GeocodeResponse } from '../../../../contract/geocode-schema';
import { emptyRegionAnswer, MSG_ABROAD } from '../../shared/region-less-answer';
import { LAND_KIND, NATION_KIND } from '../format/feature-codes';
import { signedArea2 } from '../format/rings';
import type { LoadedExtract, OsmData } from './load-osm-data';
import { polygonsContaining } from './osm-index';
import { outerRing } from './osm-table';
import { extractAt } from './street-lookup';

/** What the extract's own boundaries say of a point: its country, and whether it is on land. */
export interface Ground {
  /** ISO 3166-1 numeric code of the smallest country boundary or land area holding it ("492"), or "". */
  nation: string;
  /** Inside a country's land area (boundary=land_area) or a town boundary (admin_level 8/9, which end at the coast). */
  land: boolean;
  /** Inside a country's boundary (its waters included) whose land area the extract has, and outside that land. */
  sea: boolean;
}

/** Per extract, the countries whose land area it has (their codes). */
const landOf = new WeakMap<LoadedExtract, Set<string>>();

function countriesWithLand(extract: LoadedExtract): Set<string> {
  let codes = landOf.get(extract);
  if (!codes) {
    const { kind, name } = extract.tables.areas.props;
    codes = new Set();
    kind!.forEach((k, f) => k === LAND_KIND && codes!.add(extract.strings.get(name![f]!)));
    landOf.set(extract, codes);
  }
  return codes;
}

const TOWN_KIND = 2;

/** The ground under [lng, lat] by the extract covering it; undefined outside every extract. */
export function groundAt(data: OsmData, lng: number, lat: number): Ground | undefined {
  const extract = extractAt(data, lng, lat);
  if (!extract) return undefined;
  const { areas } = extract.tables;
  const kind = areas.props.kind!;
  const holding = polygonsContaining(areas, lng, lat, (f) =>
    [NATION_KIND, LAND_KIND, TOWN_KIND].includes(kind[f]!),
  );
  const countries = holding
    .filter((f) => kind[f] !== TOWN_KIND)
    .sort((a, b) => Math.abs(signedArea2(outerRing(areas, a))) - Math.abs(signedArea2(outerRing(areas, b))));
  const nation = countries[0] === undefined ? '' : extract.strings.get(areas.props.name![countries[0]]!);
  const land = holding.some((f) => kind[f] !== NATION_KIND);
  return { nation, land, sea: !land && nation !== '' && countriesWithLand(extract).has(nation) };
}

type Answer = Omit<GeocodeResponse, 'request_id'>;

/**
 * The base answer, unless the extract's own boundaries place the point on land in a country the base
 * answer misses: Natural Earth's outline of Monaco leaves the palace, Stade Louis II and the
 * cathedral "over open sea". Then it answers as abroad in that country (`nationName`: its Chinese
 * name by ISO numeric code, as the base answer names countries). A region of China (an adcode) is never changed.
 */
export function onExtractGround(
  answer: Answer,
  ground: Ground | undefined,
  nationName: (code: string) => string | undefined,
): Answer {
  const data = answer.data as GeocodeData | undefined;
  if (!data || !ground?.land || !ground.nation || data.ad_info?.adcode) return answer;
  const nation = nationName(ground.nation);
  if (!nation || (data.ad_info?.nation === nation && data.ad_info.nation_code === ground.nation))
    return answer;
  const ashore = emptyRegionAnswer(data.location!, nation, ground.nation);
  if (data.pois) ashore.pois = [];
  ashore.poi_count = 0;
  return { ...answer, msg: MSG_ABROAD, data: ashore };
}
