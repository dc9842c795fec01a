import type { LoadedExtract, OsmData } from './load-osm-data';
import { ringCentroid, signedArea2 } from '../format/rings';
import { nearestLine, pointsNear, polygonsContaining, type Hit } from './osm-index';
import { outerRing } from './osm-table';
import { onePerPlace } from '../../shared/one-per-place';
import { NAMES_SEPARATOR, SITE_KIND } from '../format/feature-codes';

export const STREET_RADIUS_M = 500;
export const NUMBER_RADIUS_M = 100;
export const CROSSROAD_RADIUS_M = 1000;
export const LANDMARK_RADIUS_M = 1000;
export const AREA_RADIUS_M = 1500;
export const POI_RADIUS_M = 1000;

/** A place found in the extract: what the answer's reference objects and POIs are made of. */
export interface Found {
  id: string;
  title: string;
  lng: number;
  lat: number;
  distance: number;
  /** True when the point is inside it (an area). */
  inside?: boolean;
}

interface FoundPoi extends Found {
  /** The object's names in other languages and its alternative names (OSM `name:en`, `alt_name` …). */
  aliases: string[];
  category: string;
  street: string;
  number: string;
}

export interface StreetLevel {
  /** The street and number of the address (Nominatim's rule, see `chooseAddress`). */
  street: string;
  number: string;
  nearestStreet?: Found;
  nearestNumber?: Found & { street: string; number: string };
  crossroad?: Found;
  landmark?: Found;
  businessArea?: Found;
  famousArea?: Found;
  town?: Found;
  /** A named building or site (a POI mapped as an area) containing the point: it beats the street. */
  site?: Found;
  pois: FoundPoi[];
}

/** The extract whose box holds the point (the first, when several do). Its manifest decides: a point elsewhere never waits for the tables. */
export function extractAt(data: OsmData, lng: number, lat: number): LoadedExtract | undefined {
  const i = data.manifest.extracts.findIndex(
    ({ bbox: [w, s, e, n] }) => lng >= w && lng <= e && lat >= s && lat <= n,
  );
  return i < 0 ? undefined : data.extracts[i];
}

/** Everything street-level the extract knows about the point (up to `maxPois` POIs, one per place, within `poiRadius`), or undefined outside every extract. */
export function streetLevelAt(
  data: OsmData,
  lng: number,
  lat: number,
  maxPois: number,
  poiRadius = POI_RADIUS_M,
): StreetLevel | undefined {
  const extract = extractAt(data, lng, lat);
  if (!extract) return undefined;
  const { tables, strings } = extract;
  const text = (index: number | undefined) => (index === undefined ? '' : strings.get(index));
  const found = (hit: Hit, title: string, id = ''): Found => ({
    id,
    title,
    lng: hit.lng,
    lat: hit.lat,
    distance: hit.distance,
  });

  const roads = tables.roads;
  const streetHit = widening([60, 200, STREET_RADIUS_M], (r) =>
    nearestLine(roads, lng, lat, r, (f) => roads.props.name![f]! >= 0),
  );
  const nearestStreet = streetHit && found(streetHit, text(roads.props.name![streetHit.feature]));

  const addresses = tables.addresses;
  const numberHits = pointsNear(addresses, lng, lat, NUMBER_RADIUS_M);
  const numberOf = (hit: Hit) => ({
    ...found(hit, '', text(addresses.props.id![hit.feature])),
    street: text(addresses.props.street![hit.feature]),
    number: text(addresses.props.number![hit.feature]),
  });
  const nearestNumber = numberHits[0] && numberOf(numberHits[0]);
  const chosen = chooseAddress(nearestStreet, numberHits.map(numberOf));

  const crossings = tables.crossroads;
  const crossHit = widening([200, CROSSROAD_RADIUS_M], (r) => pointsNear(crossings, lng, lat, r)[0]);
  const crossroad =
    crossHit &&
    found(
      crossHit,
      `${text(crossings.props.first![crossHit.feature])}与${text(crossings.props.second![crossHit.feature])}交叉口`,
    );

  const pois = tables.pois;
  const poiOf = (hit: Hit): FoundPoi => ({
    ...found(hit, text(pois.props.name![hit.feature]), text(pois.props.id![hit.feature])),
    aliases: text(pois.props.names![hit.feature]).split(NAMES_SEPARATOR).filter(Boolean),
    category: text(pois.props.category![hit.feature]),
    street: text(pois.props.street![hit.feature]),
    number: text(pois.props.number![hit.feature]),
  });
  const landmarkHit = pointsNear(pois, lng, lat, LANDMARK_RADIUS_M, (f) => pois.props.landmark![f] === 1)[0];

  return {
    ...chosen,
    nearestStreet,
    nearestNumber,
    crossroad,
    landmark: landmarkHit && poiOf(landmarkHit),
    businessArea: areaAt(extract, lng, lat, 0),
    famousArea: areaAt(extract, lng, lat, 1),
    town: areaAt(extract, lng, lat, 2),
    site: areaAt(extract, lng, lat, SITE_KIND),
    pois: onePerPlace(pointsNear(pois, lng, lat, poiRadius).map(poiOf), maxPois, (outer, inner) =>
      siteContains(extract, outer.id, inner.lng, inner.lat),
    ),
  };
}

/**
 * Nominatim's reverse rule: take the nearest named street, then the nearest house number that
 * belongs to it (addr:street); only when a numbered house is nearer than any street does its own
 * address win (the point is at that house, whatever street is closest to it).
 */
export function chooseAddress(
  street: Found | undefined,
  numbers: Array<Found & { street: string; number: string }>,
): { street: string; number: string } {
  const nearest = numbers[0];
  if (nearest?.street && (!street || nearest.distance < street.distance)) {
    return { street: nearest.street, number: nearest.number };
  }
  if (!street) return { street: '', number: '' };
  const onStreet = numbers.find((candidate) => candidate.street === street.title);
  return { street: street.title, number: onStreet?.number ?? '' };
}

/** True when the POI `id` is mapped as an area (a site: a park, a palace) and [lng, lat] lies inside it. */
function siteContains(extract: LoadedExtract, id: string, lng: number, lat: number): boolean {
  if (id.startsWith('n')) return false;
  const { areas } = extract.tables;
  const kind = areas.props.kind!;
  const ids = areas.props.id!;
  return (
    polygonsContaining(areas, lng, lat, (f) => kind[f] === SITE_KIND && extract.strings.get(ids[f]!) === id)
      .length > 0
  );
}

/** Searches a small radius first (dense cities answer there), then wider ones: the first hit is the nearest. */
function widening<T>(radii: number[], search: (radius: number) => T | undefined): T | undefined {
  for (const radius of radii) {
    const hit = search(radius);
    if (hit) return hit;
  }
  return undefined;
}

/** An area of this kind containing the point (distance 0), else the nearest named place of the kind (0, 1). */
function areaAt(extract: LoadedExtract, lng: number, lat: number, kind: number): Found | undefined {
  const { areas, places } = extract.tables;
  const text = (i: number) => extract.strings.get(i);
  const inside = polygonsContaining(areas, lng, lat, (f) => areas.props.kind![f] === kind);
  // The smallest containing area is the most specific one.
  const area = inside
    .map((f) => ({ f, outline: outerRing(areas, f) }))
    .sort((a, b) => Math.abs(signedArea2(a.outline)) - Math.abs(signedArea2(b.outline)))[0];
  if (area) {
    const [x, y] = ringCentroid(area.outline);
    const id = text(areas.props.id![area.f]!);
    return { id, title: text(areas.props.name![area.f]!), lng: x, lat: y, distance: 0, inside: true };
  }
  if (kind >= 2) return undefined; // towns and sites answer only where they contain the point
  const hit = pointsNear(places, lng, lat, AREA_RADIUS_M, (f) => places.props.kind![f] === kind)[0];
  if (!hit) return undefined;
  return {
    id: text(places.props.id![hit.feature]!),
    title: text(places.props.name![hit.feature]!),
    lng: hit.lng,
    lat: hit.lat,
    distance: hit.distance,
  };
}
