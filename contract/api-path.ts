import type { ApiEntry } from './endpoint';

const PARAM = /:([a-z]+)/gi;

/** The names of the entry's `:name` path parameters, in order. */
export const pathNames = (entry: Pick<ApiEntry, 'path'>): string[] =>
  [...entry.path.matchAll(PARAM)].map((match) => match[1]!);

/**
 * The entry's path with its `:name` parameters filled in, each URI-encoded but for a tile
 * template's placeholders (`{z}`, `{y}.pbf`), which are kept as they are.
 */
export function apiPath(entry: Pick<ApiEntry, 'path'>, params: Record<string, unknown> = {}): string {
  return entry.path.replace(PARAM, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${entry.path} needs :${name}`);
    return String(value)
      .split(/(\{[a-z]+\})/)
      .map((part, at) => (at % 2 === 1 ? part : encodeURIComponent(part)))
      .join('');
  });
}
