import { timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { ServiceError } from './errors';

/** With API_KEYS set, a caller must send `Authorization: Bearer <one of them>`; with none set the server is open. */
export function requireApiKey(keys: readonly string[]): MiddlewareHandler {
  const accepted = keys.map((key) => Buffer.from(key));
  return async (c, next) => {
    if (accepted.length === 0) return next();
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(.+)$/i.exec(header.trim());
    if (!match) throw new ServiceError(401, 'missing API key: send Authorization: Bearer <key>');
    const offered = Buffer.from(match[1]!);
    const known = accepted.some((key) => key.length === offered.length && timingSafeEqual(key, offered));
    if (!known) throw new ServiceError(401, 'invalid API key');
    return next();
  };
}
