/**
 * The encoding to send for an Accept-Encoding header: brotli when accepted, else gzip, else
 * none (identity). `q=0` refuses an encoding; `*` stands for any not named.
 */
export function preferredEncoding(header: string | undefined): Encoding {
  if (!header) return undefined;
  // Clients send one of a few headers, each the same on every request: each read once.
  if (!known.has(header)) {
    if (known.size >= MAX_KNOWN) known.clear();
    known.set(header, parsed(header));
  }
  return known.get(header);
}

type Encoding = 'br' | 'gzip' | undefined;
const MAX_KNOWN = 64;
const known = new Map<string, Encoding>();

/** A qvalue as RFC 9110 writes it (0 to 1, three decimals at most); anything else (-1, abc) refuses. */
const weight = (q: string) => (/^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(q) ? Number(q) : 0);

function parsed(header: string): Encoding {
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';');
    const q = params.map((param) => /^\s*q=(.*?)\s*$/i.exec(param)?.[1]).find((value) => value !== undefined);
    weights.set(name.trim().toLowerCase(), q === undefined ? 1 : weight(q));
  }
  const accepts = (encoding: string) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return undefined;
}
