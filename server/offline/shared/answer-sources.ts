import { fieldSources } from '../../../contract/field-sources';
import type { GeocodeData, SourceSet } from '../../../contract/geocode-schema';

/** A data set as an answer names it: its id in `_sources.sets` and what it is. */
export interface Cited {
  id: string;
  set: SourceSet;
}

/**
 * `data` with `path` and everything under it credited to `sources` (none: to nothing), replacing
 * what was said of them before; a set no field names any more leaves the table. Changes `data`.
 */
export function cite(data: GeocodeData, path: string, sources: readonly Cited[]): GeocodeData {
  const before = data._sources ?? { fields: {}, sets: {} };
  const fields = Object.fromEntries(
    Object.entries(before.fields).filter(([key]) => key !== path && !key.startsWith(`${path}.`)),
  );
  if (sources.length > 0) fields[path] = [...new Set(sources.map((source) => source.id))];
  const known = { ...before.sets, ...Object.fromEntries(sources.map((source) => [source.id, source.set])) };
  const sets: Record<string, SourceSet> = {};
  for (const id of Object.values(fields).flat()) sets[id] = known[id]!;
  data._sources = { fields, sets };
  return data;
}

/** The sets `path` of `data` is credited to, as `cite` takes them. */
export function citedFor(data: GeocodeData, path: string): Cited[] {
  return fieldSources(data._sources, path).map(({ id, ...set }) => ({ id, set }));
}
