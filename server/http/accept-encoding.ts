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

function parsed(header: string): Encoding {
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/i.exec(param)?.[1]).find((value) => value);
    weights.set(name.trim().toLowerCase(), q === undefined ? 1 : Number(q));
  }
  const accepts = (encoding: string) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return undefined;
}
