import type { FeatureCollection } from 'geojson';
import {
  REFERENCE_KINDS,
  type GeocodeResponse,
  type Poi,
  type ReferenceKind,
  type ReferencePlace,
} from '../../../contract/geocode-schema';
import type { LatLng } from '../../map/datum';
import { categoryLevels } from './format';

export interface NumberedPoi {
  /** Stable within one result: the POI's position in the answer. */
  key: string;
  number: number;
  poi: Poi;
}

export interface PresentReference {
  kind: ReferenceKind;
  place: ReferencePlace;
}

/** The address_reference members that are present, in the spec's order. */
export function presentReferences(result: GeocodeResponse | undefined): PresentReference[] {
  const references = result?.data?.address_reference;
  if (!references) return [];
  return REFERENCE_KINDS.flatMap((kind) => {
    const place = references[kind];
    return place ? [{ kind, place }] : [];
  });
}

/** A line from the queried point to each located reference (GCJ-02). */
export function referenceLines(from: LatLng | undefined, references: PresentReference[]): FeatureCollection {
  if (!from) return { type: 'FeatureCollection', features: [] };
  return {
    type: 'FeatureCollection',
    features: references.flatMap(({ kind, place }) =>
      place.location
        ? [
            {
              type: 'Feature' as const,
              properties: { kind },
              geometry: {
                type: 'LineString' as const,
                coordinates: [
                  [from.lng, from.lat],
                  [place.location.lng, place.location.lat],
                ],
              },
            },
          ]
        : [],
    ),
  };
}

/** What one answer says, in the few shapes a person reads differently. */
export type AnswerSummary =
  | { kind: 'address'; line: string; region: string[] }
  | { kind: 'nation'; nation: string }
  | { kind: 'nothing' };

/** The line people copy (recommended address, else the address), only the country abroad, or nothing. */
export function summariseAnswer(result: GeocodeResponse): AnswerSummary {
  const data = result.data;
  const line = data?.formatted_addresses?.recommend || data?.address;
  const region = [
    ...new Set([data?.ad_info?.district, data?.ad_info?.city, data?.ad_info?.province].filter(Boolean)),
  ];
  if (line || region.length > 0)
    return { kind: 'address', line: line || region.join(''), region: region as string[] };
  const nation = data?.ad_info?.nation || data?.address_component?.nation;
  return nation ? { kind: 'nation', nation } : { kind: 'nothing' };
}

/** First-level categories of the POIs, in order of first appearance. */
export function firstLevelCategories(pois: readonly Poi[]): string[] {
  const seen = new Set<string>();
  for (const poi of pois) {
    const first = categoryLevels(poi.category)[0];
    if (first) seen.add(first);
  }
  return [...seen];
}

/** The POIs shown, numbered as the map markers are (their place in the list, across pages). */
export function numberedPois(pois: readonly Poi[]): NumberedPoi[] {
  return pois.map((poi, index) => ({ key: String(index), number: index + 1, poi }));
}
