import { preferredName, type Tags } from './osm-tags';

/** Tags that name the object itself (not an old name, not a ref): each language's name, alternatives, romanisations. */
const NAME_KEY = /^(name|alt_name|official_name|short_name|loc_name)(:[a-z]{2,3}([-_][A-Za-z]+)?)?$/;

/**
 * Every other name of an object, besides `preferredName`: `name` where the Chinese one was taken,
 * `name:en`, `name:zh_pinyin`, `alt_name` (values split at `;`) … in tag order, each once.
 * What one place's features are matched by across languages, and what the place search finds them by.
 */
export function otherNames(tags: Tags): string[] {
  const preferred = preferredName(tags);
  const names = new Set<string>();
  for (const [key, value] of Object.entries(tags)) {
    if (!NAME_KEY.test(key)) continue;
    for (const part of value.split(';')) {
      const name = part.trim();
      if (name && name !== preferred) names.add(name);
    }
  }
  return [...names];
}
