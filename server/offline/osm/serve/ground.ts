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
  /**
   * Inside what the extract covers: one of its country boundaries, or anywhere in its box when it
   * has none (a city's extract). Beyond them the base data answers, without the extract's streets.
   */
  covered: boolean;
}

/** Per extract and kind (LAND_KIND, NATION_KIND), the codes of the countries it has such an area of. */
const codesOf = new WeakMap<LoadedExtract, Map<number, Set<string>>>();

function countriesWith(extract: LoadedExtract, areaKind: number): Set<string> {
  let byKind = codesOf.get(extract);
  if (!byKind) codesOf.set(extract, (byKind = new Map()));
  let codes = byKind.get(areaKind);
  if (!codes) {
    const { kind, name } = extract.tables.areas.props;
    codes = new Set();
    kind!.forEach((k, f) => k === areaKind && codes!.add(extract.strings.get(name![f]!)));
    byKind.set(areaKind, codes);
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
  return {
    nation,
    land,
    sea: !land && nation !== '' && countriesWith(extract, LAND_KIND).has(nation),
    covered: countriesWith(extract, NATION_KIND).size === 0 || holding.some((f) => kind[f] === NATION_KIND),
  };
}

/**
 * Whether an imported extract has the country boundary of `code` and the point is outside it: then
 * the point is not in that country, whatever the base data's coarser outline says.
 */
export function outsideBoundaryOf(data: OsmData, code: string, lng: number, lat: number): boolean {
  let known = false;
  for (const extract of data.extracts) {
    if (!countriesWith(extract, NATION_KIND).has(code)) continue;
    known = true;
    const { areas } = extract.tables;
    const { kind, name } = areas.props;
    const holding = polygonsContaining(areas, lng, lat, (f) => kind![f] === NATION_KIND);
    if (holding.some((f) => extract.strings.get(name![f]!) === code)) return false;
  }
  return known;
}

/** Which country holds a point, by the base data, besides one the extract says it is not in. */
export type CountryBesides = (
  lng: number,
  lat: number,
  code: string,
) => { code: string; name: string } | undefined;

/**
 * The base answer's country, when an extract's own boundary says the point is outside it (Natural
 * Earth's coarse Monaco holds Cap-d'Ail): the country the base data has there besides it, answered
 * as abroad (法国). Undefined when the base answer stands.
 */
export function besidesBoundary(
  data: OsmData,
  answer: Answer,
  countryBesides: CountryBesides,
): Answer | undefined {
  const found = answer.data as GeocodeData | undefined;
  const named = found?.ad_info?.nation_code ?? '';
  if (!found?.location || found.ad_info?.adcode || !named) return undefined;
  const { lng, lat } = found.location;
  if (!outsideBoundaryOf(data, named, lng, lat)) return undefined;
  const country = countryBesides(lng, lat, named);
  if (!country) return undefined;
  const beside = emptyRegionAnswer(found.location, country.name, country.code);
  beside.formatted_addresses = { recommend: country.name, rough: country.name };
  if (found.pois) beside.pois = [];
  if (found.poi_count !== undefined) beside.poi_count = 0;
  return { ...answer, msg: MSG_ABROAD, data: beside };
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
