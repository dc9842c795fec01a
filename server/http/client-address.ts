import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import ipaddr from 'ipaddr.js';
import proxyaddr from 'proxy-addr';

export type TrustProxy = (address: string, hop: number) => boolean;

/** TRUST_PROXY (addresses or CIDRs, e.g. `127.0.0.1, 127.0.1.0/24`) as a check; throws on a bad entry. */
export function compileTrustProxy(entries: readonly string[]): TrustProxy {
  return proxyaddr.compile([...entries]);
}

const nobody: TrustProxy = () => false;

/**
 * Who is asking: the socket's address, or, only when that socket is a trusted proxy,
 * the nearest untrusted address in X-Forwarded-For. Undefined for in-process requests.
 */
export function clientAddress(c: Context, trust: TrustProxy = nobody): string | undefined {
  let remote: string | undefined;
  try {
    remote = getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
  if (!remote) return undefined;
  const forwarded = c.req.header('x-forwarded-for')?.split(',').map(withoutPort).join(',');
  const chosen = proxyaddr(
    { socket: { remoteAddress: remote }, headers: { 'x-forwarded-for': forwarded } } as never,
    trust,
  );
  // An entry that is no address (garbage, `unknown`) would be a budget of its own: it counts as the peer.
  return ipaddr.isValid(chosen) ? chosen : remote;
}

/** An X-Forwarded-For entry without its port: `1.2.3.4:5555` and `[2001:db8::1]:443` are their addresses. */
function withoutPort(entry: string): string {
  const trimmed = entry.trim();
  return (
    /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(trimmed)?.[1] ??
    /^\[([0-9a-f:.]+)\](?::\d{1,5})?$/i.exec(trimmed)?.[1] ??
    trimmed
  );
}

/**
 * The key one client's budget is kept under: an IPv4 address, or the /64 of an IPv6
 * address (one subscriber usually holds a whole /64 and can pick any address in it).
 */
export function clientKeyOf(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address); // IPv4-mapped IPv6 becomes IPv4
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${parts.join(':')}::/64`;
}
