import type { GeocodeData } from '../../../../contract/geocode-schema';
import type { ExtractInfo } from '../format/data-format';
import { cite, citedFor, type Cited } from '../../shared/answer-sources';
import { REQUEST } from '../../shared/data-sets';

/** An imported extract as an answer names it: its file, and its PBF header's timestamp where it has one. */
export function extractSource(info: ExtractInfo): Cited {
  const date = info.replicationTimestamp ? { date: info.replicationTimestamp } : {};
  return {
    id: `osm:${info.file}`,
    set: { name: `OpenStreetMap ${info.file}`, licence: 'ODbL 1.0', ...date },
  };
}

/**
 * `after` (the base answer `before` with what the extract added) with each field the extract
 * gave or changed credited to it; a sentence it made also to where its area's name comes from.
 */
export function creditStreetLevel(before: GeocodeData, after: GeocodeData, extract: Cited): GeocodeData {
  const area = citedFor(before, 'ad_info');
  for (const [kind, place] of Object.entries(after.address_reference ?? {})) {
    const base = before.address_reference?.[kind as keyof typeof before.address_reference];
    if (place !== base) cite(after, `address_reference.${kind}`, [extract]);
  }
  if (after.address_component?.street) {
    for (const key of ['street', 'street_number']) cite(after, `address_component.${key}`, [extract]);
  }
  const said = after.formatted_addresses;
  if (said?.recommend !== before.formatted_addresses?.recommend) {
    cite(after, 'formatted_addresses', [...area, extract]);
  }
  if (said?.standard_address) cite(after, 'formatted_addresses.standard_address', [...area, extract]);
  if (after.pois !== before.pois) for (const path of ['pois', 'poi_count']) cite(after, path, [extract]);
  return after;
}

/** A country-only answer the extract's boundaries decided (ground.ts): its fields credited to `sources`, the point to the request. */
export function creditCountry(data: GeocodeData, sources: Cited[]): GeocodeData {
  for (const path of ['ad_info', 'address', 'address_component', 'formatted_addresses'])
    cite(data, path, sources);
  return cite(data, 'location', [REQUEST]);
}
