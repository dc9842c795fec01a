/**
 * Whether a page whose Content-Security-Policy header is `header` may fetch from `target`: its
 * connect-src (default-src when it has none), matched as CSP Level 3 matches a source expression.
 * Every policy of a header ("a, b") must allow it; no header, or a policy without either directive,
 * allows anything. Paths in host sources are not compared: a source with a path allows the origin,
 * so a doubtful case stays silent rather than warn about a URL the browser would allow.
 */
export function connectAllowed(header: string | null, target: URL, page: URL): boolean {
  if (!header) return true;
  return header.split(',').every((policy) => {
    const sources = connectSources(policy);
    return sources === undefined || sources.some((source) => sourceMatches(source, target, page));
  });
}

/** The sources of a policy's connect-src, else of its default-src; undefined when it has neither. */
function connectSources(policy: string): string[] | undefined {
  const directives = new Map<string, string[]>();
  for (const directive of policy.split(';')) {
    const [name, ...values] = directive.trim().split(/\s+/);
    // The first of a repeated directive counts.
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), values);
  }
  return directives.get('connect-src') ?? directives.get('default-src');
}

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443', 'ws:': '80', 'wss:': '443' };
const portOf = (url: URL) => url.port || DEFAULT_PORTS[url.protocol] || '';

/** A source's scheme allows the URL's: the same, or its secure form (http: → https:, ws: → wss:). */
function schemeMatches(scheme: string, url: URL): boolean {
  const wanted = scheme.toLowerCase();
  return (
    wanted === url.protocol ||
    (wanted === 'http:' && url.protocol === 'https:') ||
    (wanted === 'ws:' && url.protocol === 'wss:')
  );
}

const HOST_SOURCE =
  /^(?:([a-z][a-z0-9+.-]*:)\/\/)?(\*|(?:\*\.)?[^/:*]+|\[[0-9a-f:.]+\])(?::(\d+|\*))?(?:\/.*)?$/i;

function sourceMatches(source: string, target: URL, page: URL): boolean {
  const lower = source.toLowerCase();
  if (lower === "'self'") {
    const samePort = portOf(target) === portOf(page) || (target.port === '' && page.port === '');
    return target.hostname === page.hostname && schemeMatches(page.protocol, target) && samePort;
  }
  if (lower === '*') return /^(https?|wss?):$/.test(target.protocol);
  if (/^[a-z][a-z0-9+.-]*:$/.test(lower)) return schemeMatches(lower, target);
  if (lower.startsWith("'")) return false; // 'none', nonces, hashes: no origin
  const parts = HOST_SOURCE.exec(source);
  if (!parts) return false;
  const [, scheme, host, port] = parts;
  if (!schemeMatches(scheme ?? page.protocol, target)) return false;
  const hostname = target.hostname.toLowerCase();
  const wanted = host!.toLowerCase();
  const hostOk =
    wanted === '*' || (wanted.startsWith('*.') ? hostname.endsWith(wanted.slice(1)) : hostname === wanted);
  if (!hostOk) return false;
  if (port === '*') return true;
  // No port: the default one of the URL's scheme (so http://a also allows https://a, as the browser does).
  return port === undefined ? target.port === '' : portOf(target) === port;
}
