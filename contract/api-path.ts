/** An endpoint as both sides read it: method and path (`:name` marks a path parameter). */
export interface ApiEntry {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
}

/**
 * The entry's path with its `:name` parameters filled in, each URI-encoded but for a tile
 * template's placeholders (`{z}`, `{y}.pbf`), which are kept as they are.
 */
export function apiPath(entry: ApiEntry, params: Record<string, string | number> = {}): string {
  return entry.path.replace(/:([a-z]+)/gi, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${entry.path} needs :${name}`);
    return String(value)
      .split(/(\{[a-z]+\})/)
      .map((part, at) => (at % 2 === 1 ? part : encodeURIComponent(part)))
      .join('');
  });
}

/** The entry with its path parameters filled in (`apiPath`), for a fetch helper that takes an entry. */
export const withPath = (entry: ApiEntry, params: Record<string, string | number>): ApiEntry => ({
  method: entry.method,
  path: apiPath(entry, params),
});
