/**
 * A query string read as URLSearchParams reads it, less the pairs it could only read by putting U+FFFD
 * in place of bytes that are not percent-encoded UTF-8 (`type=%E0%A4%A`): those are listed by name
 * apart, and a name that is itself undecodable is left out (no parameter of the app has one).
 */
export function decodableSearch(search: string): { params: URLSearchParams; undecodable: string[] } {
  const params = new URLSearchParams();
  const undecodable: string[] = [];
  for (const pair of search.replace(/^\?/, '').split('&')) {
    if (!pair) continue;
    const split = pair.indexOf('=');
    const key = decode(split < 0 ? pair : pair.slice(0, split));
    const value = decode(split < 0 ? '' : pair.slice(split + 1));
    if (key === undefined) continue;
    if (value === undefined) undecodable.push(key);
    else params.append(key, value);
  }
  return { params, undecodable };
}

function decode(text: string): string | undefined {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}
