import type { AnswerSources, SourceSet } from './geocode-schema';

/**
 * The data sets a field of an answer comes from (`_sources`): its own path's, else its nearest
 * enclosing path's (`ad_info.city`, then `ad_info`); each with its id. None when nothing names it.
 */
export function fieldSources(
  sources: AnswerSources | undefined,
  path: string,
): (SourceSet & { id: string })[] {
  for (let at = path; sources && at; at = at.slice(0, Math.max(0, at.lastIndexOf('.')))) {
    const ids = sources.fields[at];
    if (ids) return ids.flatMap((id) => (sources.sets[id] ? [{ ...sources.sets[id], id }] : []));
  }
  return [];
}
