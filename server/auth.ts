import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { ServiceError } from './errors';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * With API_KEYS set, a caller must send `Authorization: Bearer <one of them>`; with none
 * set the server is open. The offered key is compared with every key as SHA-256 digests
 * (equal lengths, constant time), so the time taken tells neither a key nor its length.
 */
export function requireApiKey(keys: readonly string[]): MiddlewareHandler {
  const accepted = keys.map(digest);
  return async (c, next) => {
    if (accepted.length === 0) return next();
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(.+)$/i.exec(header.trim());
    if (!match) throw new ServiceError(401, 'missing API key: send Authorization: Bearer <key>');
    const offered = digest(match[1]!);
    let known = false;
    for (const key of accepted) known = timingSafeEqual(key, offered) || known;
    if (!known) throw new ServiceError(401, 'invalid API key');
    return next();
  };
}
